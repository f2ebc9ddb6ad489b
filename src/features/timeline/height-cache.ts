/**
 * Measured note heights by note id (and place: a column is narrower than the page), shared by
 * every timeline and kept across remounts, so a note measured once is laid out at its real height
 * when it comes back (no jump) — whatever its index is now. Bounded, oldest first out.
 * Per place, the running mean of the heights measured there estimates notes not yet measured.
 */
const MAX = 5_000;
const heights = new Map<string, number>();
const means = new Map<string, { sum: number; count: number }>();

export function cachedHeight(place: string, id: string): number | undefined {
  return heights.get(`${place}:${id}`);
}

/** The typical (mean, whole pixels) height of the notes measured in `place`, if any. */
export function typicalHeight(place: string): number | undefined {
  const m = means.get(place);
  return m && m.count > 0 ? Math.round(m.sum / m.count) : undefined;
}

export function rememberHeight(place: string, id: string, height: number): void {
  const key = `${place}:${id}`;
  const before = heights.get(key);
  if (before === height) return;
  if (before === undefined && height > 0) {
    const m = means.get(place) ?? { sum: 0, count: 0 };
    m.sum += height;
    m.count += 1;
    means.set(place, m);
  }
  heights.delete(key);
  heights.set(key, height);
  if (heights.size > MAX) heights.delete(heights.keys().next().value!);
}
