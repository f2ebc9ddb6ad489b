import type { MockState } from './state';

/**
 * Renote mutes ("muterId>muteeId" → creation time), kept beside the state object so a reset
 * (a new state) starts with none.
 */
const store = new WeakMap<MockState, Map<string, number>>();

export function renoteMutings(state: MockState): Map<string, number> {
  let map = store.get(state);
  if (!map) {
    map = new Map();
    store.set(state, map);
  }
  return map;
}

export function isRenoteMuting(state: MockState, muterId: string, muteeId: string): boolean {
  return renoteMutings(state).has(`${muterId}>${muteeId}`);
}
