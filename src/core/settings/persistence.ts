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
  /** Save soon; bursts of changes in one tick are written once, writes never overlap. */
  schedule(): void;
  /** Resolves when every scheduled save has finished. */
  flush(): Promise<void>;
}

export function createBlobWriter(storageKey: string, snapshot: () => Record<string, unknown>): BlobWriter {
  let dirty = false;
  let running: Promise<void> | null = null;

  async function run(): Promise<void> {
    while (dirty) {
      await Promise.resolve();
      dirty = false;
      // kvSet reports failures itself (console + onStorageProblem) and never throws.
      await saveSettingsBlob(storageKey, { ...snapshot() });
    }
    running = null;
  }

  return {
    schedule() {
      dirty = true;
      running ??= run();
    },
    async flush() {
      while (running) await running;
    },
  };
}
