/**
 * Generic persisted key → value store: IndexedDB (`kv` table) first, localStorage when
 * IndexedDB is unavailable. Never throws: writes return a typed result, and failures are
 * also announced through `onStorageProblem` so the app can tell the user.
 *
 * Values read back are not validated here; callers check their shape.
 */
import { getDb, isDbOpenDeferred, isDbUnavailable, openDbNow } from './database';
import { openRawDb, rawDelete, rawGet, rawGetAll, rawPut } from './raw-idb';
import { localKvDelete, localKvGet, localKvGetAll, localKvSet } from './local-storage-fallback';
import type { KvRow } from './database';
import { isQuotaExceededError } from './storage-errors';
import { reportStorageProblem, type StorageProblemKind } from './storage-problems';

export type KvBackend = 'indexedDB' | 'localStorage';

export type KvWriteResult =
  | { ok: true; backend: KvBackend }
  | { ok: false; reason: StorageProblemKind; backend: KvBackend; error?: unknown };

function failed(key: string, backend: KvBackend, reason: StorageProblemKind, error?: unknown): KvWriteResult {
  if (reason === 'tooLarge') {
    console.error(`[storage] "${key}" is too large for the localStorage fallback; not saved.`);
  } else {
    console.error(`[storage] could not save "${key}" (${reason}).`, error);
  }
  reportStorageProblem({ kind: reason, key, error });
  return error === undefined ? { ok: false, reason, backend } : { ok: false, reason, backend, error };
}

/**
 * Before Dexie is open (start-up), reads go over a plain connection to the existing database;
 * with no database yet and Dexie held back, there is nothing stored to read.
 */
async function rawFirst(): Promise<IDBDatabase | 'empty' | null> {
  if (openDbNow() || isDbUnavailable()) return null;
  const raw = await openRawDb();
  if (raw?.objectStoreNames.contains('kv')) return raw;
  return isDbOpenDeferred() && !raw ? 'empty' : null;
}

/** Writes under way (held back with Dexie on a first visit), readable meanwhile. */
const pendingWrites = new Map<string, { value: unknown }>();

export async function kvGet<T = unknown>(key: string): Promise<T | undefined> {
  const pending = pendingWrites.get(key);
  if (pending) return pending.value as T;
  const raw = await rawFirst();
  if (raw === 'empty') return undefined;
  if (raw) {
    try {
      const row = (await rawGet(raw, 'kv', key)) as KvRow | undefined;
      return row?.value as T | undefined;
    } catch {
      // The plain connection closed under it (Dexie opened meanwhile): read through Dexie instead
      // (an undefined here would read as "nothing stored", and a merging writer would drop keys).
    }
  }
  const db = await getDb();
  if (!db) return localKvGet(key) as T | undefined;
  try {
    const row = await db.kv.get(key);
    return row?.value as T | undefined;
  } catch (error) {
    console.error(`[storage] could not read "${key}".`, error);
    return undefined;
  }
}

export async function kvSet(key: string, value: unknown): Promise<KvWriteResult> {
  const entry = { value };
  pendingWrites.set(key, entry);
  try {
    return await write(key, value);
  } finally {
    if (pendingWrites.get(key) === entry) pendingWrites.delete(key);
  }
}

async function write(key: string, value: unknown): Promise<KvWriteResult> {
  const raw = await rawFirst();
  if (raw && raw !== 'empty') {
    try {
      await rawPut(raw, 'kv', { key, value } satisfies KvRow);
      return { ok: true, backend: 'indexedDB' };
    } catch (error) {
      return failed(key, 'indexedDB', isQuotaExceededError(error) ? 'quota' : 'error', error);
    }
  }
  const db = await getDb();
  if (!db) {
    const result = localKvSet(key, value);
    if (result.ok) return { ok: true, backend: 'localStorage' };
    return failed(key, 'localStorage', result.reason, result.error);
  }
  try {
    await db.kv.put({ key, value });
    return { ok: true, backend: 'indexedDB' };
  } catch (error) {
    return failed(key, 'indexedDB', isQuotaExceededError(error) ? 'quota' : 'error', error);
  }
}

/** Removes the key. Resolves to false when the removal failed. */
export async function kvDelete(key: string): Promise<boolean> {
  pendingWrites.delete(key);
  const raw = await rawFirst();
  if (raw === 'empty') return true;
  if (raw) {
    try {
      await rawDelete(raw, 'kv', key);
      return true;
    } catch (error) {
      console.error(`[storage] could not delete "${key}".`, error);
      return false;
    }
  }
  const db = await getDb();
  if (!db) return localKvDelete(key);
  try {
    await db.kv.delete(key);
    return true;
  } catch (error) {
    console.error(`[storage] could not delete "${key}".`, error);
    return false;
  }
}

/** Every stored entry whose key starts with `prefix`, as key → value. */
export async function kvGetAll<T = unknown>(prefix: string): Promise<Record<string, T>> {
  const raw = await rawFirst();
  if (raw && raw !== 'empty') {
    try {
      const range = prefix === '' ? undefined : IDBKeyRange.bound(prefix, prefix + '\uffff');
      const result: Record<string, T> = {};
      for (const row of (await rawGetAll(raw, 'kv', range)) as KvRow[]) result[row.key] = row.value as T;
      return result;
    } catch (error) {
      console.error(`[storage] could not list "${prefix}*".`, error);
      return {};
    }
  }
  if (raw === 'empty') {
    const result: Record<string, T> = {};
    for (const [key, { value }] of pendingWrites) if (key.startsWith(prefix)) result[key] = value as T;
    return result;
  }
  const db = await getDb();
  if (!db) return localKvGetAll(prefix) as Record<string, T>;
  try {
    const rows = prefix === '' ? await db.kv.toArray() : await db.kv.where('key').startsWith(prefix).toArray();
    const result: Record<string, T> = {};
    for (const row of rows) result[row.key] = row.value as T;
    return result;
  } catch (error) {
    console.error(`[storage] could not list "${prefix}*".`, error);
    return {};
  }
}
