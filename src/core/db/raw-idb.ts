/**
 * Plain IndexedDB access to the client's database for the few reads and writes that start-up
 * needs (settings blobs, instance meta, the persisted query cache), so that painting the first
 * note never waits for Dexie, which is a lazily loaded chunk (see database.ts).
 *
 * Only an existing database is opened: its schema belongs to Dexie. When the database does not
 * exist yet (first visit), `openRawDb()` resolves null without creating it and callers go through
 * Dexie, which start-up may hold back until after the first paint (`deferDexieOpen`).
 */
import { openExistingDb } from './open-existing';

type RawState = { status: 'idle' } | { status: 'opening'; promise: Promise<IDBDatabase | null> } | { status: 'open'; db: IDBDatabase } | { status: 'missing' };

let state: RawState = { status: 'idle' };

function factory(): IDBFactory | null {
  try {
    return (globalThis.indexedDB as IDBFactory | undefined) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `db` as the open connection (null: there is no database to read). */
function adopt(db: IDBDatabase | null): IDBDatabase | null {
  if (!db) {
    state = { status: 'missing' };
    return null;
  }
  db.onversionchange = () => {
    // A newer schema (Dexie upgrading, another tab) needs this connection gone.
    db.close();
    if (state.status === 'open' && state.db === db) state = { status: 'idle' };
  };
  db.onclose = () => {
    if (state.status === 'open' && state.db === db) state = { status: 'idle' };
  };
  state = { status: 'open', db };
  return db;
}

/** Whether a connection can still start a transaction (not closed by a schema change meanwhile). */
function usable(db: IDBDatabase): boolean {
  try {
    const first = db.objectStoreNames[0];
    if (first) db.transaction(first, 'readonly').abort();
    return true;
  } catch {
    return false;
  }
}

/** The early script's connection (src/app/early), taken once; a new one when it has none or lost it. */
function fromEarlyScript(): Promise<IDBDatabase | null> | null {
  const early = typeof window === 'undefined' ? undefined : window.__early;
  const connection = early?.db;
  if (!early || !connection) return null;
  early.db = undefined;
  return connection.then((db) => (db && usable(db) ? db : openExistingDb(factory()))).catch(() => openExistingDb(factory()));
}

function openOnce(): Promise<IDBDatabase | null> {
  return (fromEarlyScript() ?? openExistingDb(factory())).then(adopt);
}

/**
 * The existing database over a plain connection, or null (no database yet, no IndexedDB, an
 * error): callers then use Dexie (`getDb()`).
 */
export function openRawDb(): Promise<IDBDatabase | null> {
  switch (state.status) {
    case 'open':
      return Promise.resolve(state.db);
    case 'missing':
      return Promise.resolve(null);
    case 'opening':
      return state.promise;
    case 'idle': {
      const promise = openOnce();
      state = { status: 'opening', promise };
      return promise;
    }
  }
}

/** Dexie created the database (or tests reset it): look again on the next use. */
export function forgetRawDb(): void {
  if (state.status === 'open') state.db.close();
  state = { status: 'idle' };
}

function request<T>(db: IDBDatabase, store: string, mode: IDBTransactionMode, run: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const req = run(tx.objectStore(store));
    tx.oncomplete = () => resolve(req.result);
    tx.onerror = () => reject(tx.error ?? req.error ?? new Error('IndexedDB request failed'));
    tx.onabort = () => reject(tx.error ?? req.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** Whether the plain connection has `store`. */
export function hasStore(db: IDBDatabase, store: string): boolean {
  return db.objectStoreNames.contains(store);
}

export function rawGet(db: IDBDatabase, store: string, key: IDBValidKey): Promise<unknown> {
  return request(db, store, 'readonly', (s) => s.get(key));
}

export function rawGetAll(db: IDBDatabase, store: string, range?: IDBKeyRange): Promise<unknown[]> {
  return request(db, store, 'readonly', (s) => s.getAll(range));
}

export function rawPut(db: IDBDatabase, store: string, row: unknown): Promise<IDBValidKey> {
  return request(db, store, 'readwrite', (s) => s.put(row));
}

export function rawDelete(db: IDBDatabase, store: string, key: IDBValidKey): Promise<undefined> {
  return request(db, store, 'readwrite', (s) => s.delete(key));
}
