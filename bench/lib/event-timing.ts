/** Event Timing figures per user action: the longest entry of the interaction each try started. */
import { percentile } from './stats';

/** One PerformanceEventTiming entry, as read from the page. */
export interface EventEntry {
  interactionId: number;
  startTime: number;
  duration: number;
}

/** Event Timing's floor: the API reports no event shorter than this (durationThreshold's minimum). */
export const EVENT_TIMING_FLOOR_MS = 16;

/**
 * For each try, the longest duration among the entries of interactions that began in its window
 * [from, to) (page time, ms): a click is pointerdown + pointerup + click under one interactionId,
 * a key press keydown + keyup. A try with no entry took under the API's 16 ms floor and counts as 0.
 * Entries without an interactionId (hover, scroll) are no interaction and are left out.
 */
export function durationPerTry(entries: readonly EventEntry[], windows: ReadonlyArray<readonly [number, number]>): number[] {
  return windows.map(([from, to]) => {
    let max = 0;
    for (const e of entries) if (e.interactionId && e.startTime >= from && e.startTime < to) max = Math.max(max, e.duration);
    return max;
  });
}

export interface TrySummary {
  tries: number;
  p50: number;
  p95: number;
  max: number;
  /** Tries at or over the floor (the others are 0: under 16 ms). */
  overFloor: number;
}

export function summarizeTries(values: readonly number[]): TrySummary {
  return {
    tries: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    max: values.length ? Math.max(...values) : NaN,
    overFloor: values.filter((v) => v >= EVENT_TIMING_FLOOR_MS).length,
  };
}

/** An Event Timing figure for the table: 0 stands for "under the 16 ms floor". */
export const etMs = (v: number): string => (!Number.isFinite(v) ? 'n/a' : v === 0 ? '< 16 ms' : `${v.toFixed(0)} ms`);
