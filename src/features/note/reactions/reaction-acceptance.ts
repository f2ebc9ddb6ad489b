import type { Note } from '@/core/entities/note';

/** The like: what a server turns every reaction into on a note that takes likes only. */
export const LIKE_REACTION = '❤';

/**
 * Whether the signed-in user may only like this note (`reactionAcceptance: 'likeOnly'`, Misskey
 * 13.10+). The "…ForRemote" choices restrict reactors from other servers; the signed-in user
 * reacts from their own server, so they are local there and unrestricted. An absent, null or
 * unknown value restricts nothing.
 */
export function likeOnly(note: Pick<Note, 'reactionAcceptance'> | null | undefined): boolean {
  return note?.reactionAcceptance === 'likeOnly';
}

/** Whether a reaction is the like (with or without the emoji variation selector). */
export function isLike(reaction: string): boolean {
  return reaction === LIKE_REACTION || reaction === '❤️';
}
