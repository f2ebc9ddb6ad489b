/**
 * Where settings live in the kv store, and the versioned blob format.
 *
 * - device scope:         `settings:device`
 * - deviceAccount scope:  `settings:deviceAccount:<origin>:<userId>`
 * - account scope cache:  `settings:accountCache:<origin>:<userId>` (the registry is the source)
 *
 * Each blob is `{ version, values }` where `values` holds only explicitly set settings.
 */
import { kvGet, kvSet, type KvWriteResult } from '../db/kv-store';
import { isNumber, isPlainObject } from './guards';
import { clearPending, recordPending } from './pending-journal';

export interface AccountRef {
  /** Server origin, e.g. 'https://misskey.example'. */
  origin: string;
  userId: string;
}

export const SETTINGS_BLOB_VERSION = 1;
export const DEVICE_SETTINGS_KEY = 'settings:device';

export function deviceAccountSettingsKey(account: AccountRef): string {
  return `settings:deviceAccount:${account.origin}:${account.userId}`;
}

export function accountCacheSettingsKey(account: AccountRef): string {
  return `settings:accountCache:${account.origin}:${account.userId}`;
}

export interface SettingsBlob {
  version: number;
  values: Record<string, unknown>;
}

type Migration = (values: Record<string, unknown>) => Record<string, unknown>;

/** `migrations[n]` turns version n values into version n + 1. None yet. */
const migrations: Record<number, Migration> = {};

export function migrateSettingsBlob(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw) || !isPlainObject(raw.values)) return {};
  let values = { ...raw.values };
  let version = isNumber(raw.version) ? raw.version : 1;
  while (version < SETTINGS_BLOB_VERSION) {
    const migrate = migrations[version];
    if (migrate) values = migrate(values);
    version += 1;
  }
  // A newer blob (written by a newer client) is read as is; each value is still validated.
  return values;
}

export async function loadSettingsBlob(storageKey: string): Promise<Record<string, unknown>> {
  return migrateSettingsBlob(await kvGet(storageKey));
}

export function saveSettingsBlob(storageKey: string, values: Record<string, unknown>): Promise<KvWriteResult> {
  const blob: SettingsBlob = { version: SETTINGS_BLOB_VERSION, values };
  return kvSet(storageKey, blob);
}

export interface BlobWriter {
  /**
   * Save soon; bursts of changes in one tick are written once, writes never overlap. With `key`,
   * only that key is written into the stored blob (read, merged, written back), so a tab whose
   * copy of the other keys is stale never writes them back over another tab's newer values.
   * Without it the whole snapshot is written.
   * `durable` (a change made here): the key's new value is first recorded synchronously in the
   * pending journal (pending-journal.ts), so that it survives a reload before the write is done.
   */
  schedule(key?: string, durable?: boolean): void;
  /** Resolves when every scheduled save has finished. */
  flush(): Promise<void>;
}

export function createBlobWriter(storageKey: string, snapshot: () => Record<string, unknown>): BlobWriter {
  let whole = false;
  const keys = new Set<string>();
  /** Journal ids of the durable changes not written yet, by key (the latest one). */
  const journaled = new Map<string, string>();
  let running: Promise<void> | null = null;

  async function run(): Promise<void> {
    while (whole || keys.size > 0) {
      await Promise.resolve();
      const writeWhole = whole;
      const changed = [...keys];
      whole = false;
      keys.clear();
      // The records this write covers: a change made while it runs has a newer id and is kept.
      const covered = [...journaled];
      journaled.clear();
      const current = snapshot();
      let values: Record<string, unknown>;
      if (writeWhole) {
        values = { ...current };
      } else {
        values = await loadSettingsBlob(storageKey);
        for (const key of changed) {
          if (Object.prototype.hasOwnProperty.call(current, key)) values[key] = current[key];
          else delete values[key];
        }
      }
      // kvSet reports failures itself (console + onStorageProblem) and never throws.
      const result = await saveSettingsBlob(storageKey, values);
      // Stored: the records are done with. A failed write keeps them, so the next start tries again.
      if (result.ok && covered.length > 0) clearPending(storageKey, covered);
    }
    running = null;
  }

  return {
    schedule(key, durable = false) {
      if (key === undefined) whole = true;
      else {
        keys.add(key);
        if (durable) {
          const current = snapshot();
          const change = Object.prototype.hasOwnProperty.call(current, key) ? { value: current[key] } : { removed: true as const };
          const id = recordPending(storageKey, key, change);
          if (id !== null) journaled.set(key, id);
        }
      }
      running ??= run();
    },
    async flush() {
      while (running) await running;
    },
  };
}
