import type { ReaderPosition } from './reader-position';

/**
 * Where the reader was in a timeline, per history entry: going Back (or Forward) to that entry puts
 * the same note at the same offset, whatever arrived or was measured meanwhile. A pixel scroll
 * position cannot do that: notes that arrived while the reader was away, or rows measured anew,
 * move every pixel below them. Kept in sessionStorage (history entries live as long as the tab),
 * bounded to the MAX_ENTRIES most recent.
 */
const STORAGE_KEY = 'misskey-client:entry-positions';
const MAX_ENTRIES = 100;

/** A remembered position, or null: the reader was at the top. */
type Entry = ReaderPosition | null;

let memory: Map<string, Entry> | null = null;

const slot = (entry: string, timeline: string) => `${entry} ${timeline}`;

function isPosition(value: unknown): value is ReaderPosition {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<ReaderPosition>;
  return typeof v.id === 'string' && typeof v.offset === 'number' && Number.isFinite(v.offset) && (v.newest === undefined || typeof v.newest === 'string');
}

function load(): Map<string, Entry> {
  if (memory) return memory;
  memory = new Map();
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(raw)) {
      for (const item of raw) {
        if (Array.isArray(item) && typeof item[0] === 'string' && (item[1] === null || isPosition(item[1]))) memory.set(item[0], item[1] as Entry);
      }
    }
  } catch {
    /* unreadable: start empty */
  }
  return memory;
}

/** The history entry's key as TanStack Router keeps it in the entry's state (the address when it has none). */
export function historyEntryKey(location: { state?: unknown; href: string }): string {
  const state = location.state as { __TSR_key?: string; key?: string } | undefined;
  return state?.__TSR_key ?? state?.key ?? location.href;
}

/** Remembers where the reader is in timeline `timeline` (its query key as JSON) of history entry `entry`. */
export function rememberEntryPosition(entry: string, timeline: string, position: Entry): void {
  const all = load();
  const key = slot(entry, timeline);
  all.delete(key);
  all.set(key, position);
  while (all.size > MAX_ENTRIES) all.delete(all.keys().next().value!);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...all]));
  } catch {
    /* storage full or blocked: kept for this document only */
  }
}

/** Where the reader was in that timeline of that entry: a position, null (at the top), or undefined (never there). */
export function entryPosition(entry: string, timeline: string): Entry | undefined {
  return load().get(slot(entry, timeline));
}

/** Whether a timeline of history entry `entry` puts the reader back at a note itself (the pixel scroll memory then stays out). */
export function placesItself(entry: string): boolean {
  const prefix = `${entry} `;
  for (const [key, position] of load()) if (position && key.startsWith(prefix)) return true;
  return false;
}

/** Forgets everything (tests). */
export function forgetEntryPositions(): void {
  memory = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    /* nothing to forget */
  }
}
