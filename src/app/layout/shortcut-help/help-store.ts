/** Whether the keyboard shortcut help is open (ephemeral UI state; the dialog itself is a chunk of its own). */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const l of listeners) l();
}

export const openShortcutHelp = (): void => set(true);
export const closeShortcutHelp = (): void => set(false);
export const getShortcutHelpOpen = (): boolean => open;

export function subscribeShortcutHelp(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
