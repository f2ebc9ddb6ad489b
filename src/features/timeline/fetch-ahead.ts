/** Rows from the end at which the next page is fetched whatever the speed. */
export const FETCH_AHEAD_ROWS = 3;
/**
 * How far ahead of the reader's scroll the next page starts, in time at the current speed: a
 * page takes a round trip and a render to arrive; fetched only three rows before the end (about
 * 600 px, a quarter of a second of a fling), the feed's end showed for many frames while it came.
 */
export const FETCH_AHEAD_MS = 2000;

/**
 * Whether to fetch the next page now: the last row rendered is one of the last FETCH_AHEAD_ROWS
 * of the feed, or what is left below the viewport (px) takes less than FETCH_AHEAD_MS at the
 * scroll speed (px/ms).
 */
export function shouldFetchAhead(lastIndex: number, count: number, remainingPx: number, speedPxPerMs: number): boolean {
  if (lastIndex < 0) return false;
  if (lastIndex >= count - FETCH_AHEAD_ROWS) return true;
  return speedPxPerMs > 0 && remainingPx < speedPxPerMs * FETCH_AHEAD_MS;
}
