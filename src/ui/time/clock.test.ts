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

  it('a stopped clock follows the system clock when it is set back', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-07T12:00:00Z'));
    subscribeClock(60_000, () => undefined)();
    expect(clockNow(60_000)).toBe(Date.parse('2026-12-07T12:00:00Z'));
    vi.setSystemTime(new Date('2026-12-06T12:00:00Z'));
    expect(clockNow(60_000)).toBe(Date.parse('2026-12-06T12:00:00Z'));
  });

  it('shares one relative time formatter per locale', () => {
    expect(relativeFormat('en-US')).toBe(relativeFormat('en-US'));
    expect(relativeFormat('en-US').format(-3, 'minute')).toMatch(/3/);
  });
});
