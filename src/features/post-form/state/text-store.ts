/**
 * The post text as the user types it, outside React state: a keystroke into a long post updates
 * this store and the few views subscribed to what they show (the counter, whether posting is
 * allowed), never the whole form. The form's state gets a settled copy (see use-post-form).
 */
import { useCallback, useSyncExternalStore } from 'react';

export interface TextStore {
  get: () => string;
  /** Sets the text; listeners run only when it changed. */
  set: (text: string) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createTextStore(initial: string): TextStore {
  let text = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => text,
    set(next) {
      if (next === text) return;
      text = next;
      for (const l of [...listeners]) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A value derived from the live text; the component re-renders only when that value changes
 * (`select` should return a primitive, or the same object for the same input).
 */
export function useTextSelector<T>(store: TextStore, select: (text: string) => T): T {
  const snapshot = useCallback(() => select(store.get()), [store, select]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
