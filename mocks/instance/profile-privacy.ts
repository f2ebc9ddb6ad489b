import type { MockState } from './state';

/** Users who turned `publicReactions` off (i/update), kept beside the state so a reset clears it. */
const store = new WeakMap<MockState, Set<string>>();

export function privateReactionUsers(state: MockState): Set<string> {
  let set = store.get(state);
  if (!set) {
    set = new Set();
    store.set(state, set);
  }
  return set;
}
