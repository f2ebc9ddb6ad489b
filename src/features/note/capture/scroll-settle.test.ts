// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isFlinging, isScrolling, resetScrollSettleForTests, SETTLE_MS, whenScrollSettles, whenScrollSlows } from './scroll-settle';

const scroll = () => document.dispatchEvent(new Event('scroll'));

describe('whenScrollSettles', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetScrollSettleForTests();
    isScrolling(); // installs the listener
  });
  afterEach(() => {
    resetScrollSettleForTests();
    vi.useRealTimers();
  });

  it('runs at once while the reader is still', () => {
    const fn = vi.fn();
    whenScrollSettles(fn);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits until no scroll event came for SETTLE_MS', () => {
    scroll();
    expect(isScrolling()).toBe(true);
    const fn = vi.fn();
    whenScrollSettles(fn);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SETTLE_MS - 10);
    scroll(); // still scrolling: the wait starts again
    vi.advanceTimersByTime(SETTLE_MS - 10);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    // Quiet for SETTLE_MS: settled once two more frames brought no scroll.
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(40);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(isScrolling()).toBe(false);
  });

  it('a busy main thread is not a stop: a scroll in the frames after the quiet spell keeps it waiting', () => {
    scroll();
    const fn = vi.fn();
    whenScrollSettles(fn);
    // No scroll event for SETTLE_MS (a long task held them), then the next frame delivers one.
    vi.advanceTimersByTime(SETTLE_MS);
    scroll();
    vi.advanceTimersByTime(40);
    expect(fn).not.toHaveBeenCalled();
    // Then a real stop.
    vi.advanceTimersByTime(SETTLE_MS + 40);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('a hidden page settles without waiting for frames', () => {
    scroll();
    const fn = vi.fn();
    whenScrollSettles(fn);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    try {
      vi.advanceTimersByTime(SETTLE_MS);
      expect(fn).toHaveBeenCalledTimes(1);
    } finally {
      hidden.mockRestore();
    }
  });

  it('a text field scrolling to its caret is not scrolling', () => {
    const field = document.createElement('textarea');
    document.body.append(field);
    field.dispatchEvent(new Event('scroll'));
    expect(isScrolling()).toBe(false);
    const fn = vi.fn();
    whenScrollSettles(fn);
    expect(fn).toHaveBeenCalledTimes(1);
    field.remove();
  });

  it('a cancelled wait never runs', () => {
    scroll();
    const fn = vi.fn();
    const cancel = whenScrollSettles(fn);
    cancel();
    vi.advanceTimersByTime(SETTLE_MS * 3);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('isFlinging', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetScrollSettleForTests();
    isScrolling();
  });
  afterEach(() => {
    resetScrollSettleForTests();
    vi.useRealTimers();
    window.scrollY = 0;
  });
  const scrollTo = (y: number) => {
    (window as { scrollY: number }).scrollY = y;
    scroll();
  };

  it('is a fling only while scrolling fast', () => {
    scrollTo(0);
    for (let i = 1; i <= 5; i++) {
      vi.advanceTimersByTime(16);
      scrollTo(i * 100); // 6 px/ms
    }
    expect(isFlinging()).toBe(true);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(isFlinging()).toBe(false);
  });

  it('reading speed is not a fling', () => {
    scrollTo(0);
    for (let i = 1; i <= 5; i++) {
      vi.advanceTimersByTime(16);
      scrollTo(i * 8); // 0.5 px/ms
    }
    expect(isScrolling()).toBe(true);
    expect(isFlinging()).toBe(false);
  });

  it("reading pace on a main thread whose frames come unevenly is not a fling (a late frame's scrolling arriving just after the last event)", () => {
    // A page scrolled 0.5 px per ms of frame time, its scroll event a frame later: frames of 100 ms
    // and 5 ms by turns put 50 px in an event 5 ms after the one before.
    let y = 0;
    let t = 0;
    scrollTo(0);
    for (const [frame, px] of [[100, 2.5], [5, 50], [100, 2.5], [5, 50], [100, 2.5], [5, 50], [100, 2.5], [5, 50]] as const) {
      vi.advanceTimersByTime(frame);
      t += frame;
      scrollTo((y += px));
      expect(isFlinging(), `at ${t} ms`).toBe(false);
    }
  });

  it('a fling that outlasts a stall of the main thread is still a fling', () => {
    scrollTo(0);
    for (let i = 1; i <= 5; i++) {
      vi.advanceTimersByTime(16);
      scrollTo(i * 100);
    }
    // 200 ms without events (a long task), the page 600 px further on: 3 px/ms.
    vi.advanceTimersByTime(200);
    scrollTo(1100);
    expect(isFlinging()).toBe(true);
  });

  it('scrolling again after a pause starts from rest: a jump (a place put back, a scroll to a note) is not a fling', () => {
    scrollTo(0);
    vi.advanceTimersByTime(1000);
    scrollTo(40);
    expect(isFlinging()).toBe(false);
    vi.advanceTimersByTime(300);
    scrollTo(9000); // 30 px/ms over the pause
    expect(isFlinging()).toBe(false);
  });

  it('the wheel at skimming pace (120 px every 50 ms) is fast; at reading pace, a single notch or keyboard steps it is not', () => {
    const wheel = (step: number, every: number, count: number) => {
      for (let i = 1; i <= count; i++) {
        vi.advanceTimersByTime(every);
        scrollTo(window.scrollY + step);
      }
    };
    scrollTo(0);
    wheel(120, 50, 6); // 2,400 px/s
    expect(isFlinging()).toBe(true);
    vi.advanceTimersByTime(1000);
    wheel(120, 400, 6); // a notch every 400 ms: 0.3 px/ms
    expect(isFlinging()).toBe(false);
    vi.advanceTimersByTime(1000);
    wheel(120, 1, 1); // one notch after a pause
    expect(isFlinging()).toBe(false);
    vi.advanceTimersByTime(1000);
    wheel(180, 250, 8); // j held down at the key repeat's start, one note of 180 px each time
    expect(isFlinging()).toBe(false);
  });
});

describe('whenScrollSlows', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetScrollSettleForTests();
    isScrolling();
  });
  afterEach(() => {
    resetScrollSettleForTests();
    vi.useRealTimers();
    window.scrollY = 0;
  });
  const scrollTo = (y: number) => {
    (window as { scrollY: number }).scrollY = y;
    scroll();
  };
  const fling = () => {
    scrollTo(0);
    for (let i = 1; i <= 5; i++) {
      vi.advanceTimersByTime(16);
      scrollTo(i * 64); // 4 px/ms
    }
  };

  it('runs at once when the reader is not skimming', () => {
    const fn = vi.fn();
    whenScrollSlows(fn);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs once the speed falls below SLOW_PX_PER_MS, before the scrolling stops', () => {
    fling();
    const fn = vi.fn();
    whenScrollSlows(fn);
    expect(fn).not.toHaveBeenCalled();
    // The fling slows down: 1.5 px/ms keeps it waiting (hysteresis), then 0.25 px/ms.
    let y = 320;
    for (const step of [40, 24, 24, 4, 4, 4]) {
      vi.advanceTimersByTime(16);
      scrollTo((y += step));
      if (step === 24) expect(fn).not.toHaveBeenCalled();
    }
    expect(isScrolling()).toBe(true);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SETTLE_MS * 3);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs when a fast scroll stops dead', () => {
    fling();
    const fn = vi.fn();
    whenScrollSlows(fn);
    vi.advanceTimersByTime(SETTLE_MS + 40);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('a cancelled wait never runs', () => {
    fling();
    const fn = vi.fn();
    whenScrollSlows(fn)();
    vi.advanceTimersByTime(SETTLE_MS * 3);
    expect(fn).not.toHaveBeenCalled();
  });
});
