/**
 * A signed-in start of the home page with no plan from an earlier start (the first start on this
 * device, or the last one began on another page): which timeline's first page the app is going
 * to ask for, read from the settings stored on this device, so that the early script can send it
 * with `meta` and `i` instead of the app sending it once its code has run.
 *
 * It reads the client's database over a plain connection (never creating it) and gives up, null,
 * on anything unexpected; a wrong guess costs one request the app does not take (it takes only an
 * identical one). The key formats and defaults mirror the app's (persistence.ts, persist-cache.ts,
 * the setting definitions); tests hold them equal.
 */
import { DB_NAME } from '@/core/db/db-name';
import { homeSourceOf } from '@/features/timeline/home-tab-list';
import { timelinePageRequest } from '@/features/timeline/timeline-source';

export interface HomeAccount {
  id: string;
  origin: string;
}

export const HOME_DEFAULTS = { tl: 'social', third: 'spotlight', fourth: 'media' } as const;
const OPEN_TIMEOUT_MS = 1_000;

export function homeStorageKeys(account: HomeAccount) {
  return {
    deviceAccount: `settings:deviceAccount:${account.origin}:${account.id}`,
    accountCache: `settings:accountCache:${account.origin}:${account.id}`,
    savedCache: `queryCache:${account.origin}:${account.id}`,
  };
}

/** The database if it exists (null otherwise, or when it cannot be opened in time). */
function openExisting(idb: IDBFactory): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), OPEN_TIMEOUT_MS);
    const done = (db: IDBDatabase | null) => {
      clearTimeout(timer);
      resolve(db);
    };
    const req = idb.open(DB_NAME);
    req.onupgradeneeded = () => req.transaction?.abort(); // no database yet: leave creating it to the app
    req.onsuccess = () => {
      const db = req.result;
      db.onversionchange = () => db.close();
      done(db);
    };
    req.onerror = (event) => {
      event.preventDefault();
      done(null);
    };
    req.onblocked = () => done(null);
  });
}

function valuesOf(row: unknown): Record<string, unknown> {
  const blob = (row as { value?: { values?: unknown } } | undefined)?.value;
  const values = blob?.values;
  return values && typeof values === 'object' ? (values as Record<string, unknown>) : {};
}

const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

/** The home timeline's first-page request, or null (no stored settings, a saved cache to resume from, any error). */
export async function readHomeRequest(account: HomeAccount, idb: IDBFactory | undefined = globalThis.indexedDB): Promise<{ endpoint: string; params: Record<string, unknown> } | null> {
  if (!idb) return null;
  const db = await openExisting(idb);
  if (!db) return null;
  try {
    if (!db.objectStoreNames.contains('kv')) return null;
    const keys = homeStorageKeys(account);
    const store = db.transaction('kv', 'readonly').objectStore('kv');
    const get = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const [device, account_, saved] = await Promise.all([get(store.get(keys.deviceAccount)), get(store.get(keys.accountCache)), get(store.count(keys.savedCache))]);
    // A saved timeline: the app resumes from it and catches up with another request.
    if (saved > 0) return null;
    const dv = valuesOf(device);
    const av = valuesOf(account_);
    const tl = (dv.tl as { src?: unknown } | undefined)?.src;
    const source = homeSourceOf(text(tl, HOME_DEFAULTS.tl), text(av.thirdTimelineType, HOME_DEFAULTS.third), text(av.fourthTimelineType, HOME_DEFAULTS.fourth));
    return timelinePageRequest(source, null);
  } catch {
    return null;
  } finally {
    db.close();
  }
}
