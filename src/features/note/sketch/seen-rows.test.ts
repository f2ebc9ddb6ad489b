// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in IntersectionObserver the test drives: `show(el, inView)` reports a row's crossing. */
class FakeObserver {
  static latest: FakeObserver | null = null;
  observed = new Set<Element>();
  constructor(private readonly cb: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void) {
    FakeObserver.latest = this;
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  show(el: Element, isIntersecting: boolean) {
    this.cb([{ target: el, isIntersecting }]);
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('upgradeWhenSeen', () => {
  it('upgrades a sketched row after a second in view without a break, with no layout read and one timer for all rows', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { SKETCH_IN_VIEW_MS, upgradeWhenSeen, watchedRows } = await import('./seen-rows');
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const set = vi.spyOn(globalThis, 'setTimeout');
    const [a, b, c] = [0, 1, 2].map(() => document.createElement('article'));
    const upgraded: string[] = [];
    upgradeWhenSeen(a!, () => upgraded.push('a'));
    upgradeWhenSeen(b!, () => upgraded.push('b'));
    const stopC = upgradeWhenSeen(c!, () => upgraded.push('c'));
    const io = FakeObserver.latest!;
    // Flown past: all three come into view, b leaves after half a second, c's row unmounts.
    io.show(a!, true);
    io.show(b!, true);
    io.show(c!, true);
    vi.advanceTimersByTime(SKETCH_IN_VIEW_MS / 2);
    io.show(b!, false);
    stopC();
    vi.advanceTimersByTime(SKETCH_IN_VIEW_MS / 2);
    expect(upgraded).toEqual(['a']);
    // b back in view: its second starts over.
    io.show(b!, true);
    vi.advanceTimersByTime(SKETCH_IN_VIEW_MS - 1);
    expect(upgraded).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(upgraded).toEqual(['a', 'b']);
    expect(watchedRows()).toBe(0);
    expect(io.observed.size).toBe(0);
    expect(rect).not.toHaveBeenCalled();
    expect(set.mock.calls.length).toBeLessThanOrEqual(3);
  });
});
