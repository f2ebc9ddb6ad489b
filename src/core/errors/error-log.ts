import { ERROR_LOG_MAX_ENTRIES } from '@/core/constants';
import { kvGet, kvSet } from '@/core/db/kv-store';
import { redactSecrets, redactText } from './redact-secrets';

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

/** A request's parameters as logged: JSON with every credential-like field masked, at any depth (redact-secrets.ts). */
export function redactParams(params: Record<string, unknown>): string {
  try {
    return JSON.stringify(redactSecrets(params)) ?? '';
  } catch {
    return '[unserialisable]';
  }
}

/** An entry with credentials masked in every text it holds (whoever wrote it, whatever build stored it). */
function scrub(entry: ErrorLogEntry): ErrorLogEntry {
  return {
    ...entry,
    status: typeof entry.status === 'string' ? redactText(entry.status) : entry.status,
    response: redactText(String(entry.response ?? '')),
    endpoint: redactText(String(entry.endpoint ?? '')),
    parameters: redactText(String(entry.parameters ?? '')),
  };
}

const sameEntry = (a: ErrorLogEntry, b: ErrorLogEntry) =>
  a.status === b.status && a.response === b.response && a.endpoint === b.endpoint && a.parameters === b.parameters;

/** Keeps only the newest `max` entries. */
export function trimLog<T>(list: readonly T[], max = ERROR_LOG_MAX_ENTRIES): T[] {
  return list.length > max ? list.slice(list.length - max) : [...list];
}

export async function loadErrorLog(): Promise<void> {
  const stored = await kvGet<ErrorLogEntry[]>(KEY).catch(() => undefined);
  if (Array.isArray(stored)) {
    const valid = stored.filter((e): e is ErrorLogEntry => typeof e === 'object' && e !== null);
    const clean = valid.map(scrub);
    entries = trimLog([...clean, ...entries]);
    // A copy an earlier build stored with credentials in it is rewritten without them.
    if (clean.length !== stored.length || clean.some((e, at) => !sameEntry(e, valid[at]!))) void kvSet(KEY, entries).catch(() => undefined);
  }
  loaded = true;
  for (const l of listeners) l();
}

export function appendErrorLog(entry: ErrorLogEntry): void {
  entries = trimLog([...entries, scrub(entry)]);
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
