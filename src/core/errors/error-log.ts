import { ERROR_LOG_MAX_ENTRIES } from '@/core/constants';
import { kvGet, kvSet } from '@/core/db/kv-store';

/** One entry of the local error log (spec sections 3 and 8). */
export interface ErrorLogEntry {
  time: number;
  status: number | string | null;
  response: string;
  endpoint: string;
  parameters: string;
}

const KEY = 'errorLog';
let entries: ErrorLogEntry[] = [];
let loaded = false;
const listeners = new Set<() => void>();

/** Keys that must never reach the log (credentials). */
const SECRET_PARAMS = new Set(['i', 'token', 'password']);

export function redactParams(params: Record<string, unknown>): string {
  const safe: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) safe[k] = SECRET_PARAMS.has(k) ? '***' : v;
  try {
    return JSON.stringify(safe);
  } catch {
    return '[unserialisable]';
  }
}

/** Keeps only the newest `max` entries. */
export function trimLog<T>(list: readonly T[], max = ERROR_LOG_MAX_ENTRIES): T[] {
  return list.length > max ? list.slice(list.length - max) : [...list];
}

export async function loadErrorLog(): Promise<void> {
  const stored = await kvGet<ErrorLogEntry[]>(KEY).catch(() => undefined);
  if (Array.isArray(stored)) entries = trimLog([...stored, ...entries]);
  loaded = true;
  for (const l of listeners) l();
}

export function appendErrorLog(entry: ErrorLogEntry): void {
  entries = trimLog([...entries, entry]);
  for (const l of listeners) l();
  if (loaded) void kvSet(KEY, entries).catch(() => undefined);
  else void loadErrorLog().then(() => kvSet(KEY, entries)).catch(() => undefined);
}

export function getErrorLog(): readonly ErrorLogEntry[] {
  return entries;
}

export function subscribeErrorLog(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function resetErrorLogForTests(): void {
  entries = [];
  loaded = false;
}
