// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchedCount, watchStall } from './stall-watch';

const image = (top: number) => {
  const img = document.createElement('img');
  Object.defineProperty(img, 'complete', { get: () => false });
  img.getBoundingClientRect = () => ({ top, bottom: top + 20, left: 0, right: 20, width: 20, height: 20, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
  return img;
};

afterEach(() => vi.useRealTimers());

describe('watchStall', () => {
  it('watches many images with one timer, drops a watch without touching it, and reports each stalled image in view once', () => {
    vi.useFakeTimers();
    const set = vi.spyOn(globalThis, 'setTimeout');
    const clear = vi.spyOn(globalThis, 'clearTimeout');
    const stalled: number[] = [];
    const stops = Array.from({ length: 50 }, (_, i) => watchStall(image(i % 2 ? 10 : 5000), 5000, () => stalled.push(i)));
    expect(set).toHaveBeenCalledTimes(1);
    // Rows scrolled past drop their images: no timer is cleared or set for that.
    for (const stop of stops.slice(40)) stop();
    expect(clear).not.toHaveBeenCalled();
    expect(set).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4999);
    expect(stalled).toEqual([]);
    vi.advanceTimersByTime(1);
    // The ones in view (odd) stalled; those far below the fold wait on, asked again 5 s later.
    expect(stalled).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39]);
    expect(watchedCount()).toBe(20);
    vi.advanceTimersByTime(5000);
    expect(stalled).toHaveLength(20);
    for (const stop of stops.slice(0, 40)) stop();
    expect(watchedCount()).toBe(0);
  });
});
