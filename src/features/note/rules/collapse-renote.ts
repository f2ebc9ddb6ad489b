import type { Note } from '@/core/entities/note';

/**
 * `collapseRenotes` (as Misskey): a renote shows collapsed, one line to click open, when you have
 * already seen what it carries: you renoted it, it is your own note, or you reacted to it.
 * `renote` is the renote itself, `target` the note it renotes.
 */
export function isSeenRenote(renote: Pick<Note, 'userId'>, target: Pick<Note, 'userId' | 'myReaction' | 'myReactions'>, myId: string | null | undefined): boolean {
  if (myId && (renote.userId === myId || target.userId === myId)) return true;
  if (typeof target.myReaction === 'string' && target.myReaction !== '') return true;
  return Array.isArray(target.myReactions) && target.myReactions.length > 0;
}
