/**
 * The client's single IndexedDB database (through Dexie), opened lazily.
 *
 * `getDb()` resolves to `null` when IndexedDB cannot be used (no `indexedDB`, private mode,
 * a blocked or failing open, a newer schema in another tab): callers then fall back to
 * localStorage (see kv-store.ts). The fallback is announced once with `console.error`.
 */
import type { Dexie, EntityTable } from 'dexie';
import { DB_NAME } from './db-name';
import { forgetRawDb } from './raw-idb';

export { DB_NAME };

/** Dexie is a lazily loaded chunk: nothing before the first note needs it (see raw-idb.ts). */
const loadDexie = () => import('dexie').then((m) => m.default);

let deferred: { promise: Promise<void>; release: () => void; released: boolean } | null = null;

/**
 * Start-up calls this before anything touches storage: opening Dexie then waits for
 * `releaseDexieOpen()` (after the first paint), so that its chunk is not among the bytes the
 * first note waits for. Reads and writes of an existing database go through raw-idb meanwhile.
 */
export function deferDexieOpen(maxWaitMs = 5_000): void {
  if (deferred) return;
  const d = { promise: Promise.resolve(), release: () => {}, released: false };
  d.promise = new Promise<void>((resolve) => {
    d.release = () => {
      d.released = true;
      resolve();
    };
    setTimeout(d.release, maxWaitMs);
  });
  deferred = d;
}

/** Lets a deferred Dexie open go ahead. */
export function releaseDexieOpen(): void {
  deferred?.release();
}

/** True while a Dexie open is held back by `deferDexieOpen`. */
export function isDbOpenDeferred(): boolean {
  return deferred !== null && !deferred.released && state.status !== 'open';
}

/** The open Dexie database, if it is open already (no waiting, no loading). */
export function openDbNow(): ClientDatabase | null {
  return state.status === 'open' ? state.db : null;
}

/**
 * Give up on an open that never settles (seen in some WebKit versions) so that app start
 * is never blocked; storage then falls back to localStorage for this page.
 */
const DB_OPEN_TIMEOUT_MS = 10_000;

/** Generic persisted values (settings blobs, small preferences). */
export interface KvRow {
  key: string;
  value: unknown;
}

/** Post-form drafts (spec §3 Draft). `key` is `<kind>:<id>` (note, reply, renote, air, edit, auto, manual, channel). */
export interface DraftRow {
  key: string;
  updatedAt: number;
  name?: string;
  data: unknown;
}

/** Unsent requests (spec §3 Queue entry). */
export interface QueueRow {
  id: string;
  date: number;
  endpoint: string;
  data: unknown;
  token: string | null;
  suppressToast?: boolean;
  comment?: string;
  draftData?: unknown;
}

/** Local error log (spec §3; trimmed to ERROR_LOG_MAX_ENTRIES by its owner). */
export interface ErrorLogRow {
  id: number;
  time: number;
  status: number | null;
  response: unknown;
  endpoint: string;
  parameters: unknown;
}

/** Caches (instance meta, emoji, categories). */
export interface CacheRow {
  key: string;
  value: unknown;
  updatedAt?: number;
}

export type ClientDatabase = Dexie & {
  kv: EntityTable<KvRow, 'key'>;
  drafts: EntityTable<DraftRow, 'key'>;
  queue: EntityTable<QueueRow, 'id'>;
  errorLog: EntityTable<ErrorLogRow, 'id'>;
  cache: EntityTable<CacheRow, 'key'>;
};

/**
 * Schema history. Never edit a released version: add `version(n + 1)` with the changed stores
 * (and an upgrade function when data must move).
 */
function declareSchema(db: Dexie): void {
  db.version(1).stores({
    kv: 'key',
    drafts: 'key, updatedAt',
    queue: 'id, date',
    errorLog: '++id, time',
    cache: 'key',
  });
}

type DbState =
  | { status: 'closed' }
  | { status: 'opening'; promise: Promise<ClientDatabase | null> }
  | { status: 'open'; db: ClientDatabase }
  | { status: 'unavailable'; reason: unknown };

let state: DbState = { status: 'closed' };

function readIndexedDbGlobal(): { factory: IDBFactory; keyRange: typeof IDBKeyRange } | null {
  try {
    // Reading the global itself can throw (sandboxed iframes, some privacy modes).
    const factory = globalThis.indexedDB as IDBFactory | undefined;
    const keyRange = globalThis.IDBKeyRange as typeof IDBKeyRange | undefined;
    if (!factory || !keyRange) return null;
    return { factory, keyRange };
  } catch {
    return null;
  }
}

/**
 * Record that IndexedDB cannot be used for the rest of this page's life and say so once.
 * Also called by code that finds the connection broken after a successful open.
 */
export function markDbUnavailable(reason: unknown): void {
  if (state.status === 'unavailable') return;
  if (state.status === 'open') state.db.close();
  state = { status: 'unavailable', reason };
  console.error('[storage] IndexedDB is unavailable; falling back to localStorage.', reason);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Opening IndexedDB took over ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error as Error);
      },
    );
  });
}

async function open(): Promise<ClientDatabase | null> {
  const idb = readIndexedDbGlobal();
  if (!idb) {
    markDbUnavailable(new Error('indexedDB is not defined'));
    return null;
  }
  let db: ClientDatabase | undefined;
  try {
    if (deferred) await deferred.promise;
    const Dexie = await loadDexie();
    db = new Dexie(DB_NAME, { indexedDB: idb.factory, IDBKeyRange: idb.keyRange }) as ClientDatabase;
    declareSchema(db);
    await withTimeout(db.open(), DB_OPEN_TIMEOUT_MS);
  } catch (error) {
    db?.close();
    markDbUnavailable(error);
    return null;
  }
  if (state.status !== 'opening') {
    // Reset or marked unavailable while opening: do not resurrect this connection.
    db.close();
    return state.status === 'open' ? state.db : null;
  }
  state = { status: 'open', db };
  forgetRawDb();
  return db;
}

/**
 * The database, opened on first use. Resolves to `null` when IndexedDB is unavailable;
 * never rejects.
 */
export function getDb(): Promise<ClientDatabase | null> {
  switch (state.status) {
    case 'open':
      return Promise.resolve(state.db);
    case 'unavailable':
      return Promise.resolve(null);
    case 'opening':
      return state.promise;
    case 'closed': {
      // Deferred so that `state` is 'opening' before open() can change it.
      const promise = Promise.resolve().then(open);
      state = { status: 'opening', promise };
      return promise;
    }
  }
}

/** True once IndexedDB is known to be unusable (after `getDb()` resolved to null). */
export function isDbUnavailable(): boolean {
  return state.status === 'unavailable';
}

/** Why IndexedDB is unavailable, if it is. */
export function dbUnavailableReason(): unknown {
  return state.status === 'unavailable' ? state.reason : undefined;
}

/**
 * Tests only: close the connection and forget the availability verdict, so the next
 * `getDb()` looks at `globalThis.indexedDB` again. `deleteData` also deletes the database.
 */
export async function resetDbForTests(options: { deleteData?: boolean } = {}): Promise<void> {
  forgetRawDb();
  deferred = null;
  const previous = state;
  state = { status: 'closed' };
  let db: ClientDatabase | null = null;
  if (previous.status === 'open') db = previous.db;
  else if (previous.status === 'opening') db = await previous.promise.catch(() => null);
  if (db) {
    if (options.deleteData) await db.delete();
    else db.close();
  } else if (options.deleteData) {
    const idb = readIndexedDbGlobal();
    if (idb) await loadDexie().then((Dexie) => Dexie.delete(DB_NAME)).catch(() => undefined);
  }
}
