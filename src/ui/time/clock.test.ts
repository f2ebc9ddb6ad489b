import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockNow, relativeFormat, runningClocks, subscribeClock } from './clock';

afterEach(() => vi.useRealTimers());

describe('shared clocks', () => {
  it('runs one timer per cadence however many subscribe, and stops with the last one', () => {
    vi.useFakeTimers();
    const a = vi.fn();
    const b = vi.fn();
    const offA = subscribeClock(10_000, a);
    const offB = subscribeClock(10_000, b);
    expect(runningClocks()).toBe(1);
    const before = clockNow(10_000);
    vi.advanceTimersByTime(10_000);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(clockNow(10_000)).toBeGreaterThan(before);
    offA();
    offB();
    expect(runningClocks()).toBe(0);
  });

  it('shares one relative time formatter per locale', () => {
    expect(relativeFormat('en-US')).toBe(relativeFormat('en-US'));
    expect(relativeFormat('en-US').format(-3, 'minute')).toMatch(/3/);
  });
});
