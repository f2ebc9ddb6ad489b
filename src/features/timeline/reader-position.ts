/**
 * Where the reader was in each timeline (the note at the top of the viewport and how far into it),
 * kept in localStorage so a reload or a second visit opens at the same note. Bounded to the
 * most recent MAX_ENTRIES timelines. UI state, not server data: no note content is stored.
 */
const STORAGE_KEY = 'misskey-client:timeline-positions';
const MAX_ENTRIES = 30;

export interface ReaderPosition {
  /** The note at the top of what the reader sees (below the page's sticky header). */
  id: string;
  /** Pixels of that note above that line. */
  offset: number;
  /**
   * The newest note the reader had let into the list (notes above it were still waiting behind
   * the pill when they left): on return, those stay counted instead of slipping in unseen.
   */
  newest?: string;
}

/**
 * Where the reader's view begins, in viewport pixels: below the page's sticky header (PageHeader
 * marks itself). The note there is the one the reader was reading; a note hidden under the header
 * is not (and its height, still changing as its media arrive, must not move the one below).
 */
export function readingLine(doc: Document = document): number {
  // Read at most twice a second: a layout read while scrolling costs a frame at 4× CPU, and the
  // header's height changes only with the window or the settings.
  const now = Date.now();
  if (lineCache && lineCache.doc === doc && now - lineCache.at < 500) return lineCache.value;
  // The live page's header (not the one in the start snapshot, painted over it for a moment).
  const header = doc.querySelector('#app [data-sticky-header]') ?? doc.querySelector('[data-sticky-header]:not(#start-snapshot *)');
  const value = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  lineCache = { doc, at: now, value };
  return value;
}

let lineCache: { doc: Document; at: number; value: number } | null = null;

/** Forgets the last reading of the line (tests). */
export function forgetReadingLine(): void {
  lineCache = null;
}

type Stored = Record<string, ReaderPosition & { at: number }>;

function readAll(): Stored {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : {};
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Stored) : {};
  } catch {
    return {};
  }
}

/** The stored position of the timeline `key` (its query key as JSON), or null (at the top). */
export function readReaderPosition(key: string): ReaderPosition | null {
  const entry = readAll()[key];
  if (!entry || typeof entry.id !== 'string' || typeof entry.offset !== 'number' || !Number.isFinite(entry.offset)) return null;
  return typeof entry.newest === 'string' ? { id: entry.id, offset: entry.offset, newest: entry.newest } : { id: entry.id, offset: entry.offset };
}

/** Remembers the position (null: the reader is at the top). */
export function writeReaderPosition(key: string, position: ReaderPosition | null, now = Date.now()): void {
  const all = readAll();
  if (position) all[key] = { ...position, at: now };
  else if (all[key]) delete all[key];
  else return;
  const kept = Object.entries(all)
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, MAX_ENTRIES);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    /* storage full or blocked: the position is simply not remembered */
  }
}

/** The first item whose bottom is below `top` (the note at the top of the viewport), with the offset into it. */
export function topItem<T extends { start: number; end: number; key: unknown }>(items: readonly T[], top: number): { item: T; offset: number } | null {
  for (const item of items) if (item.end > top) return { item, offset: Math.max(0, top - item.start) };
  return null;
}

/** What `adjustAboveReadingLine` reads of the virtualizer. */
export interface AdjustingVirtualizer {
  scrollOffset: number | null;
  scrollDirection: 'forward' | 'backward' | null;
  itemSizeCache: Map<unknown, number>;
}

/**
 * When a row's measured height changes, whether the scroll follows it (so that what the reader sees
 * does not move): only for a row entirely above the reading line — above the viewport or under the
 * sticky header. A row that reaches below the line (the note being read) grows at its bottom and
 * keeps its top where the reader has it. As the virtualizer's own rule, a row measured again while
 * scrolling up never moves the scroll (no cascade of jumps).
 */
export function adjustAboveReadingLine(item: { start: number; size: number; key: unknown }, _delta: number, v: AdjustingVirtualizer, line: () => number = readingLine): boolean {
  if (v.itemSizeCache.has(item.key) && v.scrollDirection === 'backward') return false;
  const offset = v.scrollOffset ?? 0;
  const end = item.start + item.size;
  if (end <= offset) return true;
  // Rows well below the top never are; only a row near the top needs the header's height.
  if (item.start >= offset + 400) return false;
  return end <= offset + line();
}
