/** Small statistics helpers. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export const median = (values: readonly number[]): number => percentile(values, 50);

/** Frames that missed their slot: rAF deltas above 1.5 × 16.7 ms. */
export const DROPPED_FRAME_MS = 1.5 * (1000 / 60);

export function frameStats(deltas: readonly number[]) {
  const dropped = deltas.filter((d) => d > DROPPED_FRAME_MS).length;
  return {
    frames: deltas.length,
    p50: percentile(deltas, 50),
    p95: percentile(deltas, 95),
    p99: percentile(deltas, 99),
    max: deltas.length ? Math.max(...deltas) : NaN,
    dropped,
    droppedPct: deltas.length ? (100 * dropped) / deltas.length : NaN,
  };
}

export const mib = (bytes: number): number => bytes / (1024 * 1024);
export const kib = (bytes: number): number => bytes / 1024;
