/**
 * One place where storage failures are announced, so the app can tell the user once
 * (for example with a toast) instead of every caller doing it.
 */

export type StorageProblemKind =
  /** The disk or the origin's quota is full; the value was not saved. */
  | 'quota'
  /** IndexedDB is unavailable and the value is too big for the localStorage fallback. */
  | 'tooLarge'
  /** Neither IndexedDB nor localStorage can be used. */
  | 'unavailable'
  /** Any other failure while writing. */
  | 'error';

export interface StorageProblem {
  kind: StorageProblemKind;
  /** The kv key (or table) being written, when known. */
  key?: string;
  error?: unknown;
}

type Listener = (problem: StorageProblem) => void;

const listeners = new Set<Listener>();

/** Subscribe to storage problems. Returns the unsubscribe function. */
export function onStorageProblem(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Announce a problem to every listener. Listener errors are contained. */
export function reportStorageProblem(problem: StorageProblem): void {
  for (const listener of listeners) {
    try {
      listener(problem);
    } catch (error) {
      console.error('[storage] a storage problem listener threw', error);
    }
  }
}
