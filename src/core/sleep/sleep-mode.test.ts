import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSleep, isAsleep, sleepDuration, sleepUntil, startSleep, subscribeSleep } from './sleep-mode';

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
});

describe('sleep mode', () => {
  beforeEach(() => store.clear());

  it('names the durations of defaultSleepTime, two hours for anything else', () => {
    expect(sleepDuration('1hour')).toBe(3_600_000);
    expect(sleepDuration('4hour')).toBe(4 * 3_600_000);
    expect(sleepDuration('8hour')).toBe(8 * 3_600_000);
    expect(sleepDuration('nonsense')).toBe(2 * 3_600_000);
  });

  it('is asleep until the end time, then awake; waking ends it early', () => {
    const calls = vi.fn();
    const off = subscribeSleep(calls);
    const until = startSleep(sleepDuration('1hour'), 1_000);
    expect(until).toBe(3_601_000);
    expect(sleepUntil(2_000)).toBe(until);
    expect(isAsleep(until - 1)).toBe(true);
    expect(isAsleep(until)).toBe(false);
    endSleep();
    expect(isAsleep(2_000)).toBe(false);
    expect(calls).toHaveBeenCalledTimes(2);
    off();
  });
});
