import type { ReactNode } from 'react';

/** One choice of a menu. */
export interface MenuAction {
  type?: 'action';
  label: string;
  /** A second, smaller line under the label (a hint or the reason it is disabled). */
  hint?: string;
  icon?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  /** Shown as a choice: `checkbox` (on/off) or `radio` (one of a group), with `checked` as its state. */
  choice?: 'checkbox' | 'radio';
  checked?: boolean;
  /** The menu stays open after the item is chosen (checkboxes that are toggled in place). */
  keepOpen?: boolean;
  /** Extra attributes for the item element (data-*, for tests and styling hooks). */
  attrs?: Record<`data-${string}`, string | undefined>;
  onSelect: () => void;
}

export interface MenuDivider {
  type: 'divider';
}

/** A heading inside the menu (not focusable). */
export interface MenuLabel {
  type: 'label';
  label: string;
}

/** Entries may be `false`/`null` so that conditional items read naturally in a list. */
export type MenuEntry = MenuAction | MenuDivider | MenuLabel | false | null | undefined;

export function isAction(e: MenuEntry): e is MenuAction {
  return !!e && (e.type === undefined || e.type === 'action');
}

/**
 * The entries as they are drawn: holes dropped, no divider at either end or twice in a row
 * (so conditional groups leave no stray lines).
 */
export function tidyEntries(entries: readonly MenuEntry[]): Array<MenuAction | MenuDivider | MenuLabel> {
  const out: Array<MenuAction | MenuDivider | MenuLabel> = [];
  for (const e of entries) {
    if (!e) continue;
    if (e.type === 'divider' && (out.length === 0 || out[out.length - 1]!.type === 'divider')) continue;
    out.push(e);
  }
  while (out.length > 0 && out[out.length - 1]!.type === 'divider') out.pop();
  return out;
}

/** A point on the screen (a context menu opens there). */
export interface MenuPoint {
  x: number;
  y: number;
}
