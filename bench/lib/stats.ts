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

/** The display's refresh interval in the headless browser (60 Hz). */
export const FRAME_MS = 1000 / 60;

/**
 * rAF deltas counted in refresh intervals. A rAF timestamp is the frame's vsync time, so a delta is
 * a whole number of intervals; Chromium clamps it to 100 µs with jitter, so one on-time frame reads
 * 16.6, 16.7 or 16.8 ms (about 5 % read 16.8 in the bare list as in the app). Snapping to the
 * nearest interval removes that noise; `offGrid` counts deltas more than 1 ms from any interval, so a
 * delta the snapping would misread is seen.
 */
export function vsyncFrames(deltas: readonly number[]) {
  const frames = deltas.map((d) => Math.max(1, Math.round(d / FRAME_MS)));
  const offGrid = deltas.filter((d, i) => Math.abs(d - frames[i]! * FRAME_MS) > 1).length;
  return {
    p95Frames: percentile(frames, 95),
    offGridPct: deltas.length ? (100 * offGrid) / deltas.length : NaN,
  };
}

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
    ...vsyncFrames(deltas),
  };
}

export const mib = (bytes: number): number => bytes / (1024 * 1024);
export const kib = (bytes: number): number => bytes / 1024;
