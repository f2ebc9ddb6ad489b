import { afterEach, describe, expect, it, vi } from 'vitest';
import Dexie from 'dexie';
import { DB_NAME, getDb, isDbUnavailable, resetDbForTests } from './database';
import { isQuotaExceededError } from './storage-errors';

afterEach(async () => {
  vi.unstubAllGlobals();
  await resetDbForTests({ deleteData: true });
});

describe('getDb', () => {
  it('opens one versioned database with the expected tables, lazily and once', async () => {
    const first = getDb();
    const db = await first;
    expect(db).not.toBeNull();
    expect(await getDb()).toBe(db);
    expect(db!.name).toBe(DB_NAME);
    expect(db!.verno).toBe(1);
    expect(db!.tables.map((t) => t.name).sort()).toEqual(['cache', 'drafts', 'errorLog', 'kv', 'queue']);
    expect(db!.errorLog.schema.primKey.auto).toBe(true);
    expect(db!.drafts.schema.indexes.map((i) => i.name)).toEqual(['updatedAt']);
    expect(db!.queue.schema.indexes.map((i) => i.name)).toEqual(['date']);
    expect(isDbUnavailable()).toBe(false);
  });

  it('resolves to null and logs once when indexedDB is undefined', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('indexedDB', undefined);
    expect(await getDb()).toBeNull();
    expect(await getDb()).toBeNull();
    expect(isDbUnavailable()).toBe(true);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('resolves to null when opening fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('indexedDB', {
      open() {
        throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError');
      },
    });
    expect(await getDb()).toBeNull();
    expect(isDbUnavailable()).toBe(true);
  });

  it('gives up on an open that never settles', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.stubGlobal('indexedDB', { open: () => ({}) });
      const pending = getDb();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await pending).toBeNull();
      expect(isDbUnavailable()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('isQuotaExceededError', () => {
  it('recognises native, legacy and Dexie-wrapped quota errors', () => {
    expect(isQuotaExceededError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaExceededError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    const inner = new DOMException('full', 'QuotaExceededError');
    expect(isQuotaExceededError(new Dexie.AbortError('aborted', inner))).toBe(true);
    expect(isQuotaExceededError(new Error('other'))).toBe(false);
    expect(isQuotaExceededError(null)).toBe(false);
  });
});
