// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isFlinging, isScrolling, resetScrollSettleForTests, SETTLE_MS, whenScrollSettles } from './scroll-settle';

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

  it('scrolling again after a pause starts from the speed over the pause', () => {
    scrollTo(0);
    vi.advanceTimersByTime(1000);
    scrollTo(40); // 0.04 px/ms over the pause
    expect(isFlinging()).toBe(false);
  });
});
