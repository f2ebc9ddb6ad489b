// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smoothScrollToTop } from './scroll-to-top';

/** A scroller whose smooth scrolls get cut short (as a list's scroll correction cuts them) `cuts` times. */
function scroller(start: number, cuts: number) {
  const el = document.createElement('div');
  let top = start;
  Object.defineProperty(el, 'scrollTop', { get: () => top });
  const calls: Array<ScrollBehavior | undefined> = [];
  el.scrollTo = ((opts: ScrollToOptions) => {
    calls.push(opts.behavior);
    // A cut-short smooth scroll moves 300 px and stops; otherwise it arrives.
    top = opts.behavior === 'smooth' && cuts-- > 0 ? Math.max(0, top - 300) : 0;
    el.dispatchEvent(new Event('scroll'));
  }) as HTMLElement['scrollTo'];
  /** The reader scrolls to `to`. */
  const set = (to: number) => {
    top = to;
    el.dispatchEvent(new Event('scroll'));
  };
  return { el, calls, top: () => top, set };
}

describe('smooth scroll to the top', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts again when a correction stopped it partway, until it is at the top', () => {
    const s = scroller(2500, 2);
    smoothScrollToTop(s.el);
    expect(s.top()).toBe(2200);
    vi.advanceTimersByTime(1_000);
    expect(s.top()).toBe(0);
    expect(s.calls).toEqual(['smooth', 'smooth', 'smooth']);
  });

  it('jumps the rest of the way when it keeps being stopped', () => {
    const s = scroller(90_000, 1_000);
    let t = 0;
    smoothScrollToTop(s.el, () => t);
    for (let i = 0; i < 30 && s.top() > 0; i++) {
      t += 150;
      vi.advanceTimersByTime(150);
    }
    expect(s.top()).toBe(0);
    expect(s.calls.at(-1)).toBeUndefined();
  });

  it('lets the reader take over with the wheel', () => {
    const s = scroller(2500, 5);
    smoothScrollToTop(s.el);
    window.dispatchEvent(new Event('wheel'));
    vi.advanceTimersByTime(1_000);
    expect(s.top()).toBe(2200);
    expect(s.calls).toHaveLength(1);
  });

  it('is done once at the top: a scroll after that is left alone', () => {
    const s = scroller(2500, 0);
    smoothScrollToTop(s.el);
    expect(s.top()).toBe(0);
    s.set(2000);
    vi.advanceTimersByTime(1_000);
    expect(s.top()).toBe(2000);
    expect(s.calls).toHaveLength(1);
  });
});
