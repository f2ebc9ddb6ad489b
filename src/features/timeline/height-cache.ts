/**
 * Measured note heights by note id (and place: a column is narrower than the page), shared by
 * every timeline and kept across remounts, so a note measured once is laid out at its real height
 * when it comes back (no jump) — whatever its index is now. Bounded, oldest first out.
 */
const MAX = 5_000;
const heights = new Map<string, number>();

export function cachedHeight(place: string, id: string): number | undefined {
  return heights.get(`${place}:${id}`);
}

export function rememberHeight(place: string, id: string, height: number): void {
  const key = `${place}:${id}`;
  if (heights.get(key) === height) return;
  heights.delete(key);
  heights.set(key, height);
  if (heights.size > MAX) heights.delete(heights.keys().next().value!);
}
