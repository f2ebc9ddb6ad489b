/**
 * Settings changes whose save has not finished yet, kept synchronously in localStorage
 * (`settings:pending`). Saving a setting is asynchronous (an IndexedDB read and write, a registry
 * request) and dies with the page: a change followed at once by a reload or a closed tab was
 * lost. Each local change is recorded here first, in the same task; the record is removed once
 * its save has succeeded, and the next start puts back (and saves again) whatever is still recorded.
 *
 * Records are grouped by area: a settings blob's storage key, or `registry:<origin>:<userId>` for
 * account keys not yet sent to the server. A record carries an id, so that a finished save only
 * removes its own record and never a newer change to the same key (from this tab or another).
 */
import { isNumber, isPlainObject, isString } from './guards';

export const PENDING_SETTINGS_KEY = 'settings:pending';

/** A value larger than this (as JSON) is not recorded: localStorage is small and shared. */
const MAX_ENTRY_CHARS = 256_000;
/** Records this old are dropped (an account never used again must not keep them forever). */
const MAX_AGE_MS = 30 * 24 * 60 * 60_000;

/** What a pending change does to its key: set it to `value`, or remove it (back to the default). */
export type PendingChange = { value: unknown } | { removed: true };
export type PendingEntry = PendingChange & { id: string; at: number };

type Journal = Record<string, Record<string, PendingEntry>>;

export function registryPendingArea(accountId: string): string {
  return `registry:${accountId}`;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // blocked storage throws on access
  }
}

function isEntry(v: unknown): v is PendingEntry {
  return isPlainObject(v) && isString(v.id) && isNumber(v.at) && (v.removed === true || Object.prototype.hasOwnProperty.call(v, 'value'));
}

function readJournal(): Journal {
  const raw = (() => {
    try {
      return storage()?.getItem(PENDING_SETTINGS_KEY) ?? null;
    } catch {
      return null;
    }
  })();
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isPlainObject(parsed)) return {};
  const now = Date.now();
  const journal: Journal = {};
  for (const [area, entries] of Object.entries(parsed)) {
    if (!isPlainObject(entries)) continue;
    for (const [key, entry] of Object.entries(entries)) {
      if (isEntry(entry) && now - entry.at < MAX_AGE_MS) (journal[area] ??= {})[key] = entry;
    }
  }
  return journal;
}

function writeJournal(journal: Journal): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (Object.keys(journal).length === 0) store.removeItem(PENDING_SETTINGS_KEY);
    else store.setItem(PENDING_SETTINGS_KEY, JSON.stringify(journal));
    return true;
  } catch {
    return false; // full or unavailable: the change is saved the usual way, only not guarded
  }
}

let sequence = 0;
const pageId = Math.random().toString(36).slice(2, 10);

/**
 * Records a change before its save starts. Returns the record's id (for `clearPending`), or null
 * when it could not be recorded (no storage, too large).
 */
export function recordPending(area: string, key: string, change: PendingChange): string | null {
  let json: string | undefined;
  try {
    json = 'value' in change ? JSON.stringify(change.value) : '';
  } catch {
    return null;
  }
  if (json === undefined || json.length > MAX_ENTRY_CHARS) return null;
  const id = `${pageId}-${++sequence}`;
  const journal = readJournal();
  (journal[area] ??= {})[key] = { ...change, id, at: Date.now() };
  return writeJournal(journal) ? id : null;
}

/** Removes the records `[key, id]` of `area` whose save has succeeded (newer records stay). */
export function clearPending(area: string, done: Iterable<readonly [string, string]>): void {
  const journal = readJournal();
  const entries = journal[area];
  if (!entries) return;
  let changed = false;
  for (const [key, id] of done) {
    if (entries[key]?.id === id) {
      delete entries[key];
      changed = true;
    }
  }
  if (!changed) return;
  if (Object.keys(entries).length === 0) delete journal[area];
  writeJournal(journal);
}

/** The recorded changes of `area` (key → change) whose save may not have happened. */
export function pendingChanges(area: string): Record<string, PendingChange> {
  const out: Record<string, PendingChange> = {};
  for (const [key, entry] of Object.entries(readJournal()[area] ?? {})) {
    out[key] = 'value' in entry ? { value: entry.value } : { removed: true };
  }
  return out;
}
