/** Unread state of channels, antennas, announcements and follow requests, and the main events that clear it. */
import type { InstanceContext } from './context';
import type { MockState } from './state';
import type { AntennaRecord } from './types-social';

/** Unread marks of deleted notes do not count. */
const anyLive = (state: MockState, noteIds: string[]) => noteIds.some((id) => state.notes.has(id));

export function hasUnreadChannel(state: MockState, userId: string): boolean {
  return state.channelFollows.some((f) => f.userId === userId && anyLive(state, f.unreadNoteIds));
}

export function hasUnreadAntenna(state: MockState, userId: string): boolean {
  for (const a of state.antennas.values()) if (a.userId === userId && anyLive(state, a.unreadNoteIds)) return true;
  return false;
}

export function hasUnreadAnnouncement(state: MockState, userId: string): boolean {
  return state.announcements.some((a) => !a.readBy.includes(userId));
}

export function hasPendingReceivedFollowRequest(state: MockState, userId: string): boolean {
  for (const r of state.followRequests.values()) if (r.followeeId === userId) return true;
  return false;
}

/** Marks the given notes of a channel (all when omitted) read; `readAllChannels` once nothing is left unread. */
export function readChannelNotes(ctx: InstanceContext, userId: string, channelId: string, noteIds?: string[]): void {
  const follow = ctx.state.channelFollows.find((f) => f.userId === userId && f.channelId === channelId);
  if (!follow || follow.unreadNoteIds.length === 0) return;
  follow.unreadNoteIds = noteIds ? follow.unreadNoteIds.filter((id) => !noteIds.includes(id)) : [];
  if (!hasUnreadChannel(ctx.state, userId)) ctx.events.emit({ kind: 'main', userId, type: 'readAllChannels', body: undefined });
}

/** Marks an antenna's notes read; `readAllAntennas` once none of the owner's antennas has unread notes. */
export function readAntennaNotes(ctx: InstanceContext, antenna: AntennaRecord): void {
  if (antenna.unreadNoteIds.length === 0) return;
  antenna.unreadNoteIds = [];
  if (!hasUnreadAntenna(ctx.state, antenna.userId)) ctx.events.emit({ kind: 'main', userId: antenna.userId, type: 'readAllAntennas', body: undefined });
}
