import { useSyncExternalStore } from 'react';

/**
 * Targets whose last change had an unknown outcome and are being read back from the server
 * (`reaction:<noteId>`, `follow:<userId>`): the screen keeps the change and marks it as unconfirmed.
 */
const unsettled = new Set<string>();
const listeners = new Set<() => void>();

export function setUnsettled(id: string, on: boolean): void {
  if (unsettled.has(id) === on) return;
  if (on) unsettled.add(id);
  else unsettled.delete(id);
  for (const l of listeners) l();
}

export function isUnsettled(id: string): boolean {
  return unsettled.has(id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while `id` is being read back from the server. */
export function useUnsettled(id: string): boolean {
  return useSyncExternalStore(subscribe, () => unsettled.has(id), () => false);
}
