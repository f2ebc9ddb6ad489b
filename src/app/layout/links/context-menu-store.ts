import { useSyncExternalStore } from 'react';

/** The open link context menu (ephemeral UI state). */
export interface LinkMenuState {
  href: string;
  x: number;
  y: number;
  /** The element to give the focus back to. */
  returnFocus: HTMLElement | null;
}

let state: LinkMenuState | null = null;
const listeners = new Set<() => void>();

export function openLinkMenu(next: LinkMenuState): void {
  state = next;
  for (const l of listeners) l();
}

export function closeLinkMenu(): void {
  if (!state) return;
  state = null;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useLinkMenu(): LinkMenuState | null {
  return useSyncExternalStore(subscribe, () => state, () => state);
}
