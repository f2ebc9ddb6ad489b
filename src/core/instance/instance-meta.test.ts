import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/core/api/api-client';
import { getDb } from '@/core/db/database';
import { kvSet } from '@/core/db/kv-store';
import { loadInstanceMeta, readKeptInstanceMeta } from './instance-meta';

const ORIGIN = 'https://meta.example';

function apiAnswering(delayMs: number, meta: unknown, status = 200) {
  const f = vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(() => resolve(new Response(JSON.stringify(meta), { status })), delayMs);
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      }),
  );
  return createApiClient({ origin: ORIGIN, token: null, fetch: f as unknown as typeof fetch });
}

// The database opens first, on real timers: an open still under way when the first test installs fake
// timers would have its 10 s open timeout fire on the fake clock, and every later read would find
// IndexedDB "unavailable" (this file ran red once on a loaded CI machine that way).
beforeAll(async () => {
  expect(await getDb()).not.toBeNull();
});

describe('loadInstanceMeta', () => {
  afterEach(() => vi.useRealTimers());

  it('uses the live answer within 3 s and caches it', async () => {
    const first = await loadInstanceMeta(apiAnswering(10, { version: '1', name: 'Live' }));
    expect(first.meta).toEqual({ version: '1', name: 'Live' });
    expect(first.fromCache).toBe(false);
    // The next slow start finds it in the cache.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = loadInstanceMeta(apiAnswering(10_000, { version: '2', name: 'Later' }));
    await vi.advanceTimersByTimeAsync(3_000);
    const second = await pending;
    expect(second.fromCache).toBe(true);
    expect(second.meta).toEqual({ version: '1', name: 'Live' });
    // The cache is refreshed later from the slow answer.
    await vi.advanceTimersByTimeAsync(7_000);
    await expect(second.refresh).resolves.toEqual({ version: '2', name: 'Later' });
  });

  it('falls back to the cached copy when the server fails', async () => {
    await kvSet(`instance:${ORIGIN}`, { version: 'cached' });
    const got = await loadInstanceMeta(apiAnswering(1, { error: { code: 'X', message: 'x', id: 'x' } }, 500));
    expect(got).toMatchObject({ meta: { version: 'cached' }, fromCache: true });
  });
});

describe('readKeptInstanceMeta', () => {
  it('gives the copy kept for a server, null for a server never seen', async () => {
    await kvSet(`instance:${ORIGIN}`, { version: 'kept', name: 'Kept' });
    await expect(readKeptInstanceMeta(ORIGIN)).resolves.toEqual({ version: 'kept', name: 'Kept' });
    await expect(readKeptInstanceMeta('https://never-seen.example')).resolves.toBeNull();
  });
});
