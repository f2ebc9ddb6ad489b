/**
 * Whether this device is falling behind right now: a frame of the page took longer than
 * LATE_FRAME_MS within the last LATE_WINDOW_MS (Long Animation Frames, else long tasks). Skimming
 * rows are drawn as sketches only then: a fast device draws full rows while the reader skims, as
 * fast as sketches, and the reader sees the real notes.
 */
export const LATE_FRAME_MS = 50;
export const LATE_WINDOW_MS = 3_000;

let lastLate = Number.NEGATIVE_INFINITY;
let watching: boolean | null = null;

function watch(): boolean {
  if (typeof PerformanceObserver === 'undefined') return false;
  const types = PerformanceObserver.supportedEntryTypes ?? [];
  const type = types.includes('long-animation-frame') ? 'long-animation-frame' : types.includes('longtask') ? 'longtask' : null;
  if (!type) return false;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.duration > LATE_FRAME_MS) lastLate = Math.max(lastLate, entry.startTime + entry.duration);
      }
    }).observe({ type, buffered: true });
    return true;
  } catch {
    return false;
  }
}

/** Starts watching (once); called early so the first skim already knows. */
export function watchLateFrames(): void {
  watching ??= watch();
}

/**
 * True when a frame ran late in the last LATE_WINDOW_MS, or when the browser cannot tell (no frame
 * timing: skimming rows are then sketched, the safe side for a slow device).
 */
export function framesRunningLate(now = performance.now()): boolean {
  watchLateFrames();
  if (!watching) return true;
  return now - lastLate < LATE_WINDOW_MS;
}

/** Test hook: a late frame ending at `at`. */
export function noteLateFrameForTests(at: number | null): void {
  lastLate = at ?? Number.NEGATIVE_INFINITY;
}
