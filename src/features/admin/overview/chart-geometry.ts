/** Pure geometry of the overview's line charts: series come newest first (as charts/* answer) and are drawn oldest on the left. */

export type ChartSpan = 'day' | 'hour';

/** The smallest 1, 2 or 5 × 10^k at or above `max` (at least 1): the chart's top line. */
export function niceCeiling(max: number): number {
  if (!Number.isFinite(max) || max <= 1) return 1;
  const step = 10 ** Math.floor(Math.log10(max));
  for (const m of [1, 2, 5, 10]) if (m * step >= max) return m * step;
  return 10 * step;
}

/** x of bucket column `col` (0 = oldest) among `n` across `width`. */
export function columnX(col: number, n: number, width: number): number {
  return n > 1 ? (col / (n - 1)) * width : width / 2;
}

/** Polyline points of one series (newest first) in a width × height box whose top is `top`. */
export function linePoints(newestFirst: readonly number[], width: number, height: number, top: number): string {
  const n = newestFirst.length;
  const scale = top > 0 ? height / top : 0;
  const out: string[] = [];
  for (let col = 0; col < n; col++) {
    const v = Math.max(0, newestFirst[n - 1 - col] ?? 0);
    out.push(`${columnX(col, n, width).toFixed(1)},${(height - v * scale).toFixed(1)}`);
  }
  return out.join(' ');
}

/** Start of the bucket `i` places before the current one (0 = the current day or hour, in UTC as the server counts). */
export function bucketStart(now: number, span: ChartSpan, i: number): number {
  const unit = span === 'hour' ? 3_600_000 : 86_400_000;
  return Math.floor(now / unit) * unit - i * unit;
}

/** Finite, non-negative numbers of an answer's series; anything else reads as an empty series. */
export function numberSeries(value: unknown): number[] {
  return Array.isArray(value) ? value.map((n) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0)) : [];
}
