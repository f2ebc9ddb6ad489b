/**
 * Up to 5 post buttons (spec section 2): the main one (the form's own visibility) and
 * postButton2..5 with visibility presets ('l-' = local only), each with a shortcut:
 *
 * | Button | Shortcut (Cmd on macOS, Option for Alt) |
 * |---|---|
 * | 1 (main) | Ctrl+Enter |
 * | 2 | Ctrl+Shift+Enter |
 * | 3 | Alt+Enter |
 * | 4 | Alt+Shift+Enter |
 * | 5 | Ctrl+Alt+Enter |
 *
 * A shortcut of a button that is not enabled does nothing. Plain Enter and Shift+Enter type.
 */
import { MAX_POST_BUTTONS } from '@/core/constants';
import type { Visibility } from '@/core/entities/note';

export type PresetVisibility = Visibility | 'l-public' | 'l-home' | 'l-followers';

export interface PostButtonSpec {
  slot: number;
  /** null: the form's current choice. */
  preset: { visibility: Visibility; localOnly: boolean } | null;
  presetName: PresetVisibility | null;
  shortcut: string;
}

export const POST_BUTTON_SHORTCUTS: Record<number, string> = {
  1: 'Ctrl+Enter',
  2: 'Ctrl+Shift+Enter',
  3: 'Alt+Enter',
  4: 'Alt+Shift+Enter',
  5: 'Ctrl+Alt+Enter',
};

export function parsePreset(v: PresetVisibility): { visibility: Visibility; localOnly: boolean } {
  return v.startsWith('l-') ? { visibility: v.slice(2) as Visibility, localOnly: true } : { visibility: v as Visibility, localOnly: false };
}

/** The main button plus the enabled extra buttons, in slot order. */
export function postButtons(extra: ReadonlyArray<{ enabled: boolean; visibility: PresetVisibility } | undefined>): PostButtonSpec[] {
  const out: PostButtonSpec[] = [{ slot: 1, preset: null, presetName: null, shortcut: POST_BUTTON_SHORTCUTS[1]! }];
  extra.slice(0, MAX_POST_BUTTONS - 1).forEach((b, i) => {
    if (b?.enabled) out.push({ slot: i + 2, preset: parsePreset(b.visibility), presetName: b.visibility, shortcut: POST_BUTTON_SHORTCUTS[i + 2]! });
  });
  return out;
}

/** The button slot a key press asks for, or null. */
export function slotForKey(e: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }): number | null {
  if (e.key !== 'Enter') return null;
  const mod = e.ctrlKey || e.metaKey;
  if (mod && !e.altKey && !e.shiftKey) return 1;
  if (mod && e.shiftKey && !e.altKey) return 2;
  if (!mod && e.altKey && !e.shiftKey) return 3;
  if (!mod && e.altKey && e.shiftKey) return 4;
  if (mod && e.altKey && !e.shiftKey) return 5;
  return null;
}
