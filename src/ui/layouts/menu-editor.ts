/** Pure edits of the `menu` setting (the main menu's item ids, in order). */

/** Shows or hides an item; a shown item goes to the end. */
export function toggleMenuItem(menu: readonly string[], id: string, shown: boolean): string[] {
  const without = menu.filter((x) => x !== id);
  return shown ? [...without, id] : without;
}

/** Moves a shown item one place up (-1) or down (+1). */
export function moveMenuItem(menu: readonly string[], id: string, step: -1 | 1): string[] {
  const i = menu.indexOf(id);
  const j = i + step;
  if (i < 0 || j < 0 || j >= menu.length) return [...menu];
  const out = [...menu];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}
