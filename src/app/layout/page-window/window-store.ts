import { useSyncExternalStore } from 'react';

/** An open page window (ephemeral UI state): the path it opened at and its stacking order. */
export interface PageWindowEntry {
  id: number;
  path: string;
  z: number;
}

let windows: readonly PageWindowEntry[] = [];
let nextId = 1;
let topZ = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

/** Opens `path` in a new window over the current page. */
export function openPageWindow(path: string): number {
  const id = nextId++;
  windows = [...windows, { id, path, z: ++topZ }];
  emit();
  return id;
}

export function closePageWindow(id: number): void {
  windows = windows.filter((w) => w.id !== id);
  emit();
}

/** Brings a window to the front. */
export function focusPageWindow(id: number): void {
  const w = windows.find((x) => x.id === id);
  if (!w || w.z === topZ) return;
  windows = windows.map((x) => (x.id === id ? { ...x, z: ++topZ } : x));
  emit();
}

export function getPageWindows(): readonly PageWindowEntry[] {
  return windows;
}

export function subscribePageWindows(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function usePageWindows(): readonly PageWindowEntry[] {
  return useSyncExternalStore(subscribePageWindows, getPageWindows, getPageWindows);
}

/** Tests only. */
export function resetPageWindowsForTests(): void {
  windows = [];
  nextId = 1;
  topZ = 0;
  emit();
}
