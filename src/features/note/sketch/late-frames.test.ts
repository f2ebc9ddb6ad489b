import { afterEach, describe, expect, it, vi } from 'vitest';

type Entry = { startTime: number; duration: number };
let deliver: ((entries: Entry[]) => void) | null = null;

class FakeObserver {
  static supportedEntryTypes = ['long-animation-frame'];
  constructor(private cb: (list: { getEntries: () => Entry[] }) => void) {}
  observe() {
    deliver = (entries) => this.cb({ getEntries: () => entries });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  deliver = null;
});

describe('framesRunningLate', () => {
  it('is true for 3 s after a frame over 50 ms ends, false otherwise', async () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const { framesRunningLate, LATE_WINDOW_MS } = await import('./late-frames');
    expect(framesRunningLate(1_000)).toBe(false);
    deliver!([{ startTime: 2_000, duration: 40 }]);
    expect(framesRunningLate(2_100), 'a 40 ms frame is not late').toBe(false);
    deliver!([{ startTime: 2_000, duration: 80 }]);
    expect(framesRunningLate(2_100)).toBe(true);
    expect(framesRunningLate(2_080 + LATE_WINDOW_MS - 1)).toBe(true);
    expect(framesRunningLate(2_080 + LATE_WINDOW_MS + 1)).toBe(false);
  });

  it('says late when the browser cannot tell (the sketch stays available on a slow device)', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { framesRunningLate } = await import('./late-frames');
    expect(framesRunningLate(0)).toBe(true);
  });
});
