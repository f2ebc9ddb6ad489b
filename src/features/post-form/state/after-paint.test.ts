import { describe, expect, it, vi } from 'vitest';
import { subscribeAfterPaint, type Schedule } from './after-paint';
import { createTextStore } from './text-store';

/** A schedule run by hand: `flush()` is "the frame was painted". */
function manualSchedule() {
  let pending: Array<() => void> = [];
  const schedule: Schedule = (cb) => {
    pending.push(cb);
    return () => {
      pending = pending.filter((x) => x !== cb);
    };
  };
  return {
    schedule,
    flush() {
      const run = pending;
      pending = [];
      for (const cb of run) cb();
    },
    pendingCount: () => pending.length,
  };
}

describe('subscribeAfterPaint', () => {
  it('runs once after the paint however many changes came before it, and reads the latest text', () => {
    const store = createTextStore('');
    const s = manualSchedule();
    const seen: string[] = [];
    subscribeAfterPaint(store, () => seen.push(store.get()), s.schedule);
    store.set('a');
    store.set('ab');
    store.set('abc');
    expect(seen).toEqual([]);
    expect(s.pendingCount()).toBe(1);
    s.flush();
    expect(seen).toEqual(['abc']);
    store.set('abcd');
    s.flush();
    expect(seen).toEqual(['abc', 'abcd']);
  });

  it('does nothing without a change, and nothing after unsubscribing (a pending run is cancelled)', () => {
    const store = createTextStore('x');
    const s = manualSchedule();
    const fn = vi.fn();
    const off = subscribeAfterPaint(store, fn, s.schedule);
    store.set('x');
    s.flush();
    expect(fn).not.toHaveBeenCalled();
    store.set('xy');
    off();
    s.flush();
    store.set('xyz');
    s.flush();
    expect(fn).not.toHaveBeenCalled();
  });

  it('by default waits for an animation frame, then a task after it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    try {
      const store = createTextStore('');
      const fn = vi.fn();
      subscribeAfterPaint(store, fn);
      store.set('a');
      store.set('ab');
      await new Promise((r) => setTimeout(r, 5));
      expect(fn).not.toHaveBeenCalled();
      expect(frames).toHaveLength(1);
      frames[0]!(0);
      expect(fn).not.toHaveBeenCalled();
      await new Promise((r) => setTimeout(r, 5));
      expect(fn).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
