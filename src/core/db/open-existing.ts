/**
 * A plain connection to the client's database, only when it exists: its schema belongs to Dexie,
 * so an open that would create it is aborted. Used by start-up's plain reads (raw-idb.ts) and by
 * the early script (src/app/early), whose connection those reads then take over. Resolves null
 * when there is no database, no IndexedDB, an error, or no answer in time (seen in some WebKit
 * versions). The connection closes itself when a newer schema (Dexie, another tab) needs it gone.
 */
import { DB_NAME } from './db-name';

const OPEN_TIMEOUT_MS = 3_000;

export function openExistingDb(idb: IDBFactory | null | undefined): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    if (!idb) return resolve(null);
    let settled = false;
    const done = (db: IDBDatabase | null) => {
      if (settled) {
        db?.close();
        return;
      }
      settled = true;
      clearTimeout(timer);
      resolve(db);
    };
    const timer = setTimeout(() => done(null), OPEN_TIMEOUT_MS);
    let req: IDBOpenDBRequest;
    try {
      req = idb.open(DB_NAME);
    } catch {
      return done(null);
    }
    req.onupgradeneeded = () => req.transaction?.abort(); // no database yet: leave creating it to the app
    req.onsuccess = () => {
      const db = req.result;
      db.onversionchange = () => db.close(); // a newer schema (Dexie) needs it gone
      done(db);
    };
    req.onerror = (event) => {
      event.preventDefault();
      done(null);
    };
  });
}
