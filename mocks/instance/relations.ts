/** Mutes, blocks and follow requests between two users, and what they hide. */
import { isFromMutedInstance, isHardMuted } from './hard-mute';
import { isRenoteMuting } from './renote-mutes';
import { isFollowing, type MockState } from './state';
import type { NoteRecord, UserRecord } from './types';

const edge = (a: string, b: string) => `${a}>${b}`;

export function isMuting(state: MockState, muterId: string, muteeId: string, now?: number): boolean {
  const m = state.mutings.get(edge(muterId, muteeId));
  return m != null && (m.expiresAt == null || now == null || m.expiresAt > now);
}

export function isBlocking(state: MockState, blockerId: string, blockeeId: string): boolean {
  return state.blockings.has(edge(blockerId, blockeeId));
}

export function hasFollowRequest(state: MockState, followerId: string, followeeId: string): boolean {
  return state.followRequests.has(edge(followerId, followeeId));
}

/** The users a note involves: its author and the authors of its reply and renote targets. */
export function relatedUserIds(state: MockState, note: NoteRecord): string[] {
  const ids = [note.userId];
  const reply = note.replyId ? state.notes.get(note.replyId) : undefined;
  const renote = note.renoteId ? state.notes.get(note.renoteId) : undefined;
  if (reply) ids.push(reply.userId);
  if (renote) ids.push(renote.userId);
  return ids;
}

/**
 * Notes the viewer's timelines, lists, antennas, mentions and searches leave out, like the real server:
 * anything involving a user the viewer mutes or a host the viewer mutes (hard-mute.ts), or a user who
 * blocks the viewer. Own notes always stay.
 */
export function isHiddenByRelations(state: MockState, viewer: UserRecord | null, note: NoteRecord): boolean {
  if (viewer == null || note.userId === viewer.id) return false;
  // Renote mute: a pure renote by a user whose renotes the viewer muted.
  if (note.renoteId && !note.text && note.fileIds.length === 0 && !note.poll && isRenoteMuting(state, viewer.id, note.userId)) return true;
  for (const id of relatedUserIds(state, note)) {
    if (id === viewer.id) continue;
    if (isMuting(state, viewer.id, id) || isBlocking(state, id, viewer.id)) return true;
  }
  return isHardMuted(state, viewer, note, 'notes');
}

/**
 * Main-stream events the viewer's mutes hold back, as 13.14.2's main channel does: a `notification` from a
 * user on a muted host (a muted user's never get made, actions/notify.ts), and a `mention` in a note that
 * involves a muted user or host.
 */
export function isMainEventMuted(state: MockState, viewer: UserRecord, type: string, body: unknown): boolean {
  if (body == null || typeof body !== 'object') return false;
  const b = body as { id?: unknown; userId?: unknown };
  if (type === 'notification') return typeof b.userId === 'string' && isFromMutedInstance(state, viewer.id, b.userId);
  if (type === 'mention') {
    const note = typeof b.id === 'string' ? state.notes.get(b.id) : undefined;
    return note != null && isHiddenByRelations(state, viewer, note);
  }
  return false;
}

/** The relation fields of users/relation and of UserDetailed for a signed-in viewer. */
export function relationFlags(state: MockState, viewerId: string, userId: string) {
  return {
    isFollowing: isFollowing(state, viewerId, userId),
    isFollowed: isFollowing(state, userId, viewerId),
    hasPendingFollowRequestFromYou: hasFollowRequest(state, viewerId, userId),
    hasPendingFollowRequestToYou: hasFollowRequest(state, userId, viewerId),
    isBlocking: isBlocking(state, viewerId, userId),
    isBlocked: isBlocking(state, userId, viewerId),
    isMuted: isMuting(state, viewerId, userId),
    isRenoteMuted: isRenoteMuting(state, viewerId, userId),
  };
}
