/**
 * The localStorage side of the kv store, used only when IndexedDB is unavailable.
 * Values are JSON; a value whose JSON is longer than LOCAL_STORAGE_VALUE_CAP_CHARS
 * (1.5 MB, spec §5 "Storage") is not stored.
 */
import { LOCAL_STORAGE_VALUE_CAP_CHARS } from '../constants';
import { isQuotaExceededError } from './storage-errors';

/** Prefix of fallback entries, so they never collide with other localStorage keys. */
export const LOCAL_STORAGE_KV_PREFIX = 'misskey-client:kv:';

export type LocalWriteResult =
  | { ok: true }
  | { ok: false; reason: 'tooLarge' | 'quota' | 'unavailable' | 'error'; error?: unknown };

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Accessing localStorage throws a SecurityError when storage is blocked.
    return null;
  }
}

export function localKvGet(key: string): unknown {
  const raw = storage()?.getItem(LOCAL_STORAGE_KV_PREFIX + key) ?? null;
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function localKvSet(key: string, value: unknown): LocalWriteResult {
  const ls = storage();
  if (!ls) return { ok: false, reason: 'unavailable' };
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (error) {
    return { ok: false, reason: 'error', error };
  }
  if (json === undefined) return { ok: false, reason: 'error', error: new TypeError('value is not JSON-serialisable') };
  if (json.length > LOCAL_STORAGE_VALUE_CAP_CHARS) return { ok: false, reason: 'tooLarge' };
  try {
    ls.setItem(LOCAL_STORAGE_KV_PREFIX + key, json);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: isQuotaExceededError(error) ? 'quota' : 'error', error };
  }
}

export function localKvDelete(key: string): boolean {
  const ls = storage();
  if (!ls) return false;
  try {
    ls.removeItem(LOCAL_STORAGE_KV_PREFIX + key);
    return true;
  } catch {
    return false;
  }
}

export function localKvGetAll(prefix: string): Record<string, unknown> {
  const ls = storage();
  const result: Record<string, unknown> = {};
  if (!ls) return result;
  const fullPrefix = LOCAL_STORAGE_KV_PREFIX + prefix;
  for (let i = 0; i < ls.length; i++) {
    const storageKey = ls.key(i);
    if (storageKey === null || !storageKey.startsWith(fullPrefix)) continue;
    const key = storageKey.slice(LOCAL_STORAGE_KV_PREFIX.length);
    const value = localKvGet(key);
    if (value !== undefined) result[key] = value;
  }
  return result;
}
