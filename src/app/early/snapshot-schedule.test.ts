// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_KEY } from '@/core/early/early-types';

vi.mock('@/core/accounts/account-storage', () => ({ readCurrentAccount: () => ({ origin: 'https://x.test', id: 'u1' }) }));
vi.mock('./snapshot-capture', () => ({ captureSnapshot: () => ({ picture: 'of the feed' }) }));

const { keepSnapshots } = await import('./snapshot-schedule');

describe('keepSnapshots', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    // jsdom's page is never "visible"; the app's is, and it takes a picture every 15 s then.
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('takes no picture while the page scrolls, and one once it has been still for a while', () => {
    const stop = keepSnapshots(document.body, { build: 'b', who: 'https://x.test u1' });
    // Scrolling from the start, for 20 s (past the first picture at 1 s and the 15-s one), with
    // the scroll events between the timers' turns as in a browser.
    vi.advanceTimersByTime(5);
    for (let t = 0; t < 20_000; t += 50) {
      dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(50);
    }
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    vi.advanceTimersByTime(3_000);
    expect(JSON.parse(localStorage.getItem(SNAPSHOT_KEY)!)).toEqual({ picture: 'of the feed' });
    stop();
  });

  it('does not set a timer per scroll event: one every quiet period at most while the page scrolls', () => {
    const stop = keepSnapshots(document.body, { build: 'b', who: 'https://x.test u1' });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    for (let t = 0; t < 10_000; t += 25) {
      dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(25);
    }
    // 400 scroll events in 10 s; the timer is set again about every 0.8 s (plus the idle fallback's).
    expect(timers.mock.calls.length).toBeLessThan(40);
    timers.mockRestore();
    stop();
  });

  it('takes the pictures of a page in use at least 30 s apart; hiding the page takes one at once', () => {
    let taken = 0;
    const stop = keepSnapshots(document.body, { build: 'b', who: 'https://x.test u1' });
    const count = () => {
      const v = localStorage.getItem(SNAPSHOT_KEY);
      if (v) {
        taken++;
        localStorage.removeItem(SNAPSHOT_KEY);
      }
    };
    vi.advanceTimersByTime(3_000);
    count();
    expect(taken).toBe(1);
    // A reader scrolls and pauses every 3 s: no picture at each pause, one once 30 s have passed.
    for (let t = 0; t < 25_000; t += 3_000) {
      dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(3_000);
      count();
    }
    expect(taken).toBe(1);
    vi.advanceTimersByTime(8_000);
    count();
    expect(taken).toBe(2);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    count();
    expect(taken).toBe(3);
    stop();
  });
});
