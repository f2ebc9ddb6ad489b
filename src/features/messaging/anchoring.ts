/**
 * Keeping a chat anchored: new messages at the bottom scroll into view while the reader is at the
 * bottom (or sent them); older ones loaded above keep the reader's place.
 */
export interface AnchorSnapshot {
  firstKey: string | null;
  lastKey: string | null;
  count: number;
}

export type AnchorAction = { kind: 'bottom' } | { kind: 'keep'; addedAbove: number } | { kind: 'none' };

export const AT_BOTTOM_PX = 48;

export function isAtBottom(el: { scrollTop: number; scrollHeight: number; clientHeight: number }, slack: number = AT_BOTTOM_PX): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= slack;
}

/**
 * What to do after the rows changed from `before` to `keys`: the first load and a new last row
 * (when at the bottom or sent by the reader) go to the bottom; rows added above keep the place.
 */
export function decideAnchor(before: AnchorSnapshot | null, keys: readonly string[], atBottom: boolean, lastIsMine: boolean): AnchorAction {
  if (keys.length === 0) return { kind: 'none' };
  if (!before || before.count === 0) return { kind: 'bottom' };
  const lastKey = keys[keys.length - 1] ?? null;
  if (before.firstKey !== null && keys[0] !== before.firstKey) {
    const at = keys.indexOf(before.firstKey);
    if (at > 0) return { kind: 'keep', addedAbove: at };
  }
  if (lastKey !== before.lastKey && (atBottom || lastIsMine)) return { kind: 'bottom' };
  return { kind: 'none' };
}

export function snapshotOf(keys: readonly string[]): AnchorSnapshot {
  return { firstKey: keys[0] ?? null, lastKey: keys[keys.length - 1] ?? null, count: keys.length };
}
