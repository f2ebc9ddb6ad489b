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
export function insertIntoTimeline(qc: QueryClient, key: QueryKey, incoming: readonly Note[]): number {
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

/** The newest note id a timeline holds (where a gap fill starts). */
export function newestNoteId(qc: QueryClient, key: QueryKey): string | null {
  const data = qc.getQueryData<Pages>(key);
  return data?.pages[0]?.[0]?.id ?? null;
}
