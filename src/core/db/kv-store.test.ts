// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_VALUE_CAP_CHARS } from '../constants';
import { getDb, resetDbForTests } from './database';
import { kvDelete, kvGet, kvGetAll, kvSet } from './kv-store';
import { LOCAL_STORAGE_KV_PREFIX } from './local-storage-fallback';
import { onStorageProblem, type StorageProblem } from './storage-problems';

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

afterEach(async () => {
  vi.unstubAllGlobals();
  await resetDbForTests({ deleteData: true });
});

describe('kv store on IndexedDB', () => {
  it('sets, gets, lists by prefix and deletes', async () => {
    expect(await kvSet('a:1', { x: 1 })).toEqual({ ok: true, backend: 'indexedDB' });
    await kvSet('a:2', [1, 2]);
    await kvSet('b:1', 'other');
    expect(await kvGet('a:1')).toEqual({ x: 1 });
    expect(await kvGet('missing')).toBeUndefined();
    expect(await kvGetAll('a:')).toEqual({ 'a:1': { x: 1 }, 'a:2': [1, 2] });
    expect(await kvDelete('a:1')).toBe(true);
    expect(await kvGet('a:1')).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('stores big values in IndexedDB without the localStorage cap', async () => {
    const big = 'x'.repeat(LOCAL_STORAGE_VALUE_CAP_CHARS + 10);
    expect((await kvSet('big', big)).ok).toBe(true);
    expect(await kvGet('big')).toBe(big);
  });

  it('reports a full disk instead of throwing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const db = (await getDb())!;
    vi.spyOn(db.kv, 'put').mockRejectedValue(quotaError());
    const problems: StorageProblem[] = [];
    const off = onStorageProblem((p) => problems.push(p));
    const result = await kvSet('k', 1);
    off();
    expect(result).toMatchObject({ ok: false, reason: 'quota', backend: 'indexedDB' });
    expect(problems).toEqual([expect.objectContaining({ kind: 'quota', key: 'k' })]);
  });
});

describe('kv store when IndexedDB is unavailable', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('indexedDB', undefined);
  });

  it('falls back to localStorage and says so once', async () => {
    expect(await kvSet('a:1', { x: 1 })).toEqual({ ok: true, backend: 'localStorage' });
    await kvSet('a:2', true);
    await kvSet('b:1', 3);
    expect(localStorage.getItem(`${LOCAL_STORAGE_KV_PREFIX}a:1`)).toBe('{"x":1}');
    expect(await kvGet('a:1')).toEqual({ x: 1 });
    expect(await kvGetAll('a:')).toEqual({ 'a:1': { x: 1 }, 'a:2': true });
    expect(await kvDelete('a:1')).toBe(true);
    expect(await kvGet('a:1')).toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/IndexedDB is unavailable/);
  });

  it('skips values whose JSON exceeds the 1.5 MB cap and reports it', async () => {
    const problems: StorageProblem[] = [];
    const off = onStorageProblem((p) => problems.push(p));
    // JSON adds two quote characters: this string is exactly at the cap once serialised.
    const atCap = 'x'.repeat(LOCAL_STORAGE_VALUE_CAP_CHARS - 2);
    expect(await kvSet('fits', atCap)).toEqual({ ok: true, backend: 'localStorage' });
    const result = await kvSet('big', atCap + 'x');
    off();
    expect(result).toEqual({ ok: false, reason: 'tooLarge', backend: 'localStorage' });
    expect(await kvGet('big')).toBeUndefined();
    expect(problems).toEqual([{ kind: 'tooLarge', key: 'big' }]);
  });

  it('reports a full localStorage instead of throwing', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    const result = await kvSet('k', 'v');
    expect(result).toMatchObject({ ok: false, reason: 'quota', backend: 'localStorage' });
  });

  it('ignores corrupt JSON', async () => {
    localStorage.setItem(`${LOCAL_STORAGE_KV_PREFIX}bad`, '{not json');
    expect(await kvGet('bad')).toBeUndefined();
  });
});
