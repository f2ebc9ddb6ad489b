/**
 * Channel favorites (channels/favorite, unfavorite, my-favorites; Misskey 13.14), kept beside the
 * state object so `reset` (a new state) starts with none.
 */
import type { MockState } from './state';

const store = new WeakMap<MockState, Map<string, Set<string>>>();

function of(state: MockState, userId: string): Set<string> {
  let byUser = store.get(state);
  if (!byUser) store.set(state, (byUser = new Map()));
  let set = byUser.get(userId);
  if (!set) byUser.set(userId, (set = new Set()));
  return set;
}

export function isChannelFavorited(state: MockState, userId: string, channelId: string): boolean {
  return store.get(state)?.get(userId)?.has(channelId) ?? false;
}

export function setChannelFavorite(state: MockState, userId: string, channelId: string, on: boolean): void {
  const set = of(state, userId);
  if (on) set.add(channelId);
  else set.delete(channelId);
}

/** Favorited channel ids, most recent first. */
export function favoriteChannelIds(state: MockState, userId: string): string[] {
  return [...of(state, userId)].reverse();
}
