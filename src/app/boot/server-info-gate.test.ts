import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { needsServerInfo, serverInfoForStart } from './server-info-gate';

const never = <T>() => new Promise<T>(() => {});

describe('serverInfoForStart', () => {
  let clock = 0;
  const now = () => clock + Date.now();
  beforeEach(() => {
    vi.useFakeTimers();
    clock = -Date.now(); // the page started "now"
  });
  afterEach(() => vi.useRealTimers());

  it('takes the live meta at once', async () => {
    await expect(serverInfoForStart(Promise.resolve({ name: 'Live' }), never(), 10_000, now)).resolves.toEqual({ name: 'Live' });
  });

  it('takes the kept meta at once while the live one is slow (no wait for it)', async () => {
    const result = serverInfoForStart(never(), Promise.resolve({ name: 'Kept' }), 10_000, now);
    await vi.advanceTimersByTimeAsync(0);
    await expect(result).resolves.toEqual({ name: 'Kept' });
  });

  it('with nothing kept, waits for a late live answer within the bound', async () => {
    let answer: (m: { name: string }) => void = () => {};
    const result = serverInfoForStart(new Promise((r) => (answer = r)), Promise.resolve(null), 10_000, now);
    await vi.advanceTimersByTimeAsync(6_000);
    answer({ name: 'Late' });
    await expect(result).resolves.toEqual({ name: 'Late' });
  });

  it('a server that refuses: null at once (the error screen), not after the bound', async () => {
    const result = serverInfoForStart(Promise.resolve(null), Promise.resolve(null), 10_000, now);
    let settled: unknown = 'pending';
    void result.then((v) => (settled = v));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBeNull();
  });

  it('a server that never answers: null at the bound, counted from the page start', async () => {
    await vi.advanceTimersByTimeAsync(3_000); // the app's code took 3 s to arrive
    const result = serverInfoForStart(never(), Promise.resolve(null), 10_000, now);
    let settled: unknown = 'pending';
    void result.then((v) => (settled = v));
    await vi.advanceTimersByTimeAsync(6_999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
  });

  it('a failing read counts as no answer', async () => {
    await expect(serverInfoForStart(Promise.reject(new Error('x')), Promise.reject(new Error('y')), 10_000, now)).resolves.toBeNull();
  });
});

describe('needsServerInfo', () => {
  it('a visitor always waits (the welcome page is the server\'s), except on the MiAuth return', () => {
    expect(needsServerInfo({ signedIn: false, restoredCache: true, pathname: '/' })).toBe(true);
    expect(needsServerInfo({ signedIn: false, restoredCache: false, pathname: '/notes/1' })).toBe(true);
    expect(needsServerInfo({ signedIn: false, restoredCache: false, pathname: '/miauth-callback' })).toBe(false);
  });

  it('an account waits only with no saved cache to show', () => {
    expect(needsServerInfo({ signedIn: true, restoredCache: true, pathname: '/' })).toBe(false);
    expect(needsServerInfo({ signedIn: true, restoredCache: false, pathname: '/' })).toBe(true);
  });
});
