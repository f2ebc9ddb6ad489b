/**
 * Plain IndexedDB access to the client's database for the few reads and writes that start-up
 * needs (settings blobs, instance meta, the persisted query cache), so that painting the first
 * note never waits for Dexie, which is a lazily loaded chunk (see database.ts).
 *
 * Only an existing database is opened: its schema belongs to Dexie. When the database does not
 * exist yet (first visit), `openRawDb()` resolves null without creating it and callers go through
 * Dexie, which start-up may hold back until after the first paint (`deferDexieOpen`).
 */
import { DB_NAME } from './db-name';

/** Give up on an open that never settles (seen in some WebKit versions). */
const RAW_OPEN_TIMEOUT_MS = 3_000;

type RawState = { status: 'idle' } | { status: 'opening'; promise: Promise<IDBDatabase | null> } | { status: 'open'; db: IDBDatabase } | { status: 'missing' };

let state: RawState = { status: 'idle' };

function factory(): IDBFactory | null {
  try {
    return (globalThis.indexedDB as IDBFactory | undefined) ?? null;
  } catch {
    return null;
  }
}

function openOnce(): Promise<IDBDatabase | null> {
  return new Promise<IDBDatabase | null>((resolve) => {
    const idb = factory();
    if (!idb) return resolve(null);
    let req: IDBOpenDBRequest;
    try {
      req = idb.open(DB_NAME);
    } catch {
      return resolve(null);
    }
    let created = false;
    const timer = setTimeout(() => resolve(null), RAW_OPEN_TIMEOUT_MS);
    req.onupgradeneeded = () => {
      // The database does not exist: leave creating it (and its schema) to Dexie.
      created = true;
      req.transaction?.abort();
    };
    req.onsuccess = () => {
      clearTimeout(timer);
      const db = req.result;
      if (created) {
        db.close();
        return resolve(null);
      }
      db.onversionchange = () => {
        // A newer schema (Dexie upgrading, another tab) needs this connection gone.
        db.close();
        if (state.status === 'open' && state.db === db) state = { status: 'idle' };
      };
      db.onclose = () => {
        if (state.status === 'open' && state.db === db) state = { status: 'idle' };
      };
      resolve(db);
    };
    req.onerror = (event) => {
      clearTimeout(timer);
      event.preventDefault();
      resolve(null);
    };
  }).then((db: IDBDatabase | null) => {
    state = db ? { status: 'open', db } : { status: 'missing' };
    return db;
  });
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
