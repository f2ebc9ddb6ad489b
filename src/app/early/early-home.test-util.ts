import { IDBFactory } from 'fake-indexeddb';
import { DB_NAME } from '@/core/db/db-name';

/** A fresh IndexedDB with the client's database holding these `kv` rows. */
export async function databaseWith(rows: Array<{ key: string; value: unknown }>): Promise<IDBFactory> {
  const idb = new IDBFactory();
  await new Promise<void>((resolve, reject) => {
    const req = idb.open(DB_NAME, 10);
    req.onupgradeneeded = () => req.result.createObjectStore('kv', { keyPath: 'key' });
    req.onsuccess = () => {
      const tx = req.result.transaction('kv', 'readwrite');
      for (const row of rows) tx.objectStore('kv').put(row);
      tx.oncomplete = () => {
        req.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
    req.onerror = () => reject(req.error);
  });
  return idb;
}

/** A stored settings blob. */
export const blob = (values: Record<string, unknown>) => ({ version: 1, values });
