// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterShown, NO_FRAME_MS } from './early-loading';

/** A stand-in for the browser's PerformanceObserver: `present()` delivers a paint entry. */
function fakePaintTiming(opts: { supported?: boolean; painted?: boolean } = {}) {
  const observers: Array<{ cb: () => void; on: boolean }> = [];
  class FakeObserver {
    static supportedEntryTypes = opts.supported === false ? ['mark'] : ['paint', 'mark'];
    private entry: { cb: () => void; on: boolean };
    constructor(cb: () => void) {
      this.entry = { cb, on: false };
    }
    observe() {
      this.entry.on = true;
      observers.push(this.entry);
    }
    disconnect() {
      this.entry.on = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type: string) => (type === 'paint' && opts.painted ? ([{ name: 'first-paint' }] as PerformanceEntryList) : []));
  return {
    present: () => observers.filter((o) => o.on).forEach((o) => o.cb()),
    watching: () => observers.some((o) => o.on),
  };
}

let frames: Array<() => void> = [];
beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterShown', () => {
  it('waits for the first paint to be presented, not for the frame to be produced, and runs once', async () => {
    const timing = fakePaintTiming();
    const fn = vi.fn();
    afterShown(fn);
    frames.forEach((f) => f());
    await vi.advanceTimersByTimeAsync(50);
    expect(fn).not.toHaveBeenCalled();
    timing.present();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(timing.watching()).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs after its longest wait in a hidden tab, which does not paint', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const timing = fakePaintTiming();
    const fn = vi.fn();
    afterShown(fn, 100);
    await vi.advanceTimersByTimeAsync(99);
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(timing.watching()).toBe(false);
    timing.present();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('in a visible tab, never runs before the frame, however late it comes (a loaded machine); then waits for its presentation a while', async () => {
    const timing = fakePaintTiming();
    const fn = vi.fn();
    afterShown(fn, 100);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fn).not.toHaveBeenCalled();
    frames.forEach((f) => f()); // the frame starts, 1 s late
    await vi.advanceTimersByTimeAsync(99);
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1); // its presentation was never reported
    expect(fn).toHaveBeenCalledTimes(1);
    expect(timing.watching()).toBe(false);
  });

  it('gives up on a visible tab that shows no frame at all after NO_FRAME_MS', async () => {
    fakePaintTiming();
    const fn = vi.fn();
    afterShown(fn, 100);
    await vi.advanceTimersByTimeAsync(NO_FRAME_MS - 1);
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits for the next frame when the page has painted already, or the browser has no Paint Timing', async () => {
    for (const opts of [{ painted: true }, { supported: false }]) {
      const timing = fakePaintTiming(opts);
      const fn = vi.fn();
      frames = [];
      afterShown(fn);
      expect(timing.watching()).toBe(false);
      expect(frames).toHaveLength(1); // after the next frame (early-loading's afterPaint)
      frames[0]!();
      await vi.advanceTimersByTimeAsync(0);
      expect(fn).toHaveBeenCalledTimes(1);
      vi.restoreAllMocks();
    }
  });
});
