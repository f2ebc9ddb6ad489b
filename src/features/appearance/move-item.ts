/** The list with the item at `index` moved by `delta` places (clamped). */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const next = [...list];
  const to = Math.max(0, Math.min(list.length - 1, index + delta));
  const [item] = next.splice(index, 1);
  if (item === undefined) return next;
  next.splice(to, 0, item);
  return next;
}
