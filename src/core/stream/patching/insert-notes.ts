import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Note } from '@/core/entities/note';

type Pages = InfiniteData<Note[], string | null>;

function newestFirst(a: Note, b: Note): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * Puts notes at the top of a timeline's first page, newest first, skipping any the timeline already
 * holds. A timeline not loaded yet is left alone (its first fetch will include them).
 */
function putOnTop(qc: QueryClient, key: QueryKey, incoming: readonly Note[]): number {
  const data = qc.getQueryData<Pages>(key);
  if (!data || data.pages.length === 0) return 0;
  const present = new Set<string>();
  for (const page of data.pages) for (const n of page) present.add(n.id);
  const fresh: Note[] = [];
  for (const n of incoming) {
    if (!n || typeof n.id !== 'string' || present.has(n.id)) continue;
    present.add(n.id);
    fresh.push(n);
  }
  if (fresh.length === 0) return 0;
  fresh.sort(newestFirst);
  const [first = [], ...rest] = data.pages;
  // Keep the first page ordered: new notes that are older than its head go in their place.
  const merged = [...fresh, ...first].sort(newestFirst);
  qc.setQueryData<Pages>(key, { ...data, pages: [merged, ...rest] });
  return fresh.length;
}

/**
 * Puts new notes (from the stream, or a catch-up) at the top of a timeline, newest first and once
 * each — and once more when a page fetch under way lands. An infinite query builds its new data from
 * the pages it had when the fetch began, so notes put in meanwhile would silently vanish with the
 * next page: the pill would count them a moment, then neither it nor the feed would show them.
 * Returns how many notes were added now.
 */
export function insertNotes(qc: QueryClient, key: QueryKey, notes: readonly Note[]): number {
  const added = putOnTop(qc, key, notes);
  const cache = qc.getQueryCache();
  const query = cache.find({ queryKey: key, exact: true });
  if (added === 0 || !query || query.state.fetchStatus !== 'fetching') return added;
  const off = cache.subscribe((event) => {
    if (event.query !== query) return;
    if (event.type === 'removed') return off();
    if (query.state.fetchStatus === 'fetching') return;
    off();
    putOnTop(qc, key, notes);
  });
  return added;
}

/** The newest note id a timeline holds (where a catch-up starts). */
export function newestNoteId(qc: QueryClient, key: QueryKey): string | null {
  const data = qc.getQueryData<Pages>(key);
  return data?.pages[0]?.[0]?.id ?? null;
}
