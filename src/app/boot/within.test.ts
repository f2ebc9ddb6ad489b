import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTime, TIMED_OUT, within } from './within';

describe('within', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the value of work that settles in time, and clears its timer', async () => {
    const result = within(Promise.resolve('meta'), 1_000, TIMED_OUT);
    await expect(result).resolves.toBe('meta');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives the fallback when the work never settles', async () => {
    const result = within(new Promise<string>(() => {}), 1_000, TIMED_OUT);
    let settled: unknown = 'pending';
    void result.then((v) => (settled = v));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(TIMED_OUT);
  });

  it('a late answer does not change what was given', async () => {
    let answer: (v: string) => void = () => {};
    const result = within(new Promise<string>((r) => (answer = r)), 100, null);
    await vi.advanceTimersByTimeAsync(100);
    answer('late');
    await expect(result).resolves.toBeNull();
  });

  it('passes a rejection on (a failure is not a timeout)', async () => {
    await expect(within(Promise.reject(new Error('offline')), 1_000, null)).rejects.toThrow('offline');
    await expect(within(Promise.reject('plain'), 1_000, null)).rejects.toThrow('plain');
  });

  it('takes a value that is not a promise, and an absent one', async () => {
    await expect(within(42, 10, null)).resolves.toBe(42);
    await expect(within(undefined, 10, null)).resolves.toBeUndefined();
  });
});

describe('byTime', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts from the page start: what is left of the bound, nothing when it has passed', async () => {
    const late = byTime(new Promise(() => {}), 10_000, 'gave up', () => 9_000);
    let settled: unknown = 'pending';
    void late.then((v) => (settled = v));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('gave up');
    const past = byTime(new Promise(() => {}), 10_000, 'gave up', () => 12_000);
    await vi.advanceTimersByTimeAsync(0);
    await expect(past).resolves.toBe('gave up');
  });
});
