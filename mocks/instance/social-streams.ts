/**
 * Stream names and delivery rules for the userList, antenna and channel streaming channels.
 * Antenna hits and channel typing travel as `stream` events; list and channel notes ride on `note` events.
 */
import type { InstanceContext } from './context';
import { packUserLite } from './pack/user';
import { isHiddenByRelations } from './relations';
import type { MockState } from './state';
import type { NoteRecord, UserRecord } from './types';
import { canSeeNote } from './visibility';

export const socialStreamKey = {
  /** `note` frames (already packed for the antenna's owner). */
  antenna: (antennaId: string) => `antenna:${antennaId}`,
  /** `typing` frames (body: the typer's UserLite). */
  channel: (channelId: string) => `channel:${channelId}`,
};

/** May this viewer subscribe to the list (their own list, or a public one)? */
export function canWatchUserList(state: MockState, viewer: UserRecord, listId: string): boolean {
  const list = state.userLists.get(listId);
  return list != null && (list.userId === viewer.id || list.isPublic);
}

export function canWatchAntenna(state: MockState, viewer: UserRecord, antennaId: string): boolean {
  return state.antennas.get(antennaId)?.userId === viewer.id;
}

/** A new note for the `userList` channel: by a current member, visible, not muted or blocked. */
export function userListStreamAccepts(state: MockState, viewer: UserRecord, listId: string, note: NoteRecord): boolean {
  const list = state.userLists.get(listId);
  return list != null && list.userIds.includes(note.userId) && canSeeNote(state, viewer, note) && !isHiddenByRelations(state, viewer, note);
}

/** A new note for the `channel` channel. */
export function channelStreamAccepts(state: MockState, viewer: UserRecord | null, channelId: string, note: NoteRecord): boolean {
  return note.channelId === channelId && canSeeNote(state, viewer, note) && !isHiddenByRelations(state, viewer, note);
}

/** Someone is typing in a channel: every other subscriber gets a `typing` frame. */
export function publishTyping(ctx: InstanceContext, channelId: string, user: UserRecord): boolean {
  if (!ctx.state.channels.has(channelId)) return false;
  ctx.events.emit({ kind: 'stream', stream: socialStreamKey.channel(channelId), type: 'typing', body: packUserLite(ctx, user) });
  return true;
}

/** Used by the adapters, which hold a MockInstance rather than a context. */
export function contextOf(instance: { state: MockState; now(): number; origin: string; events: InstanceContext['events'] }): InstanceContext {
  return { state: instance.state, now: () => instance.now(), origin: instance.origin, events: instance.events };
}

