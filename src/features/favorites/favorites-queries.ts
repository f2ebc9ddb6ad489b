import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { queryKey } from '@/core/query/keys';
import { sanitizeNotes } from '@/core/entities/note-guard';

const PAGE = 20;

export interface Favorite {
  id: string;
  createdAt?: string;
  note: Note;
}

/** Keeps entries with an id and a usable note (i/favorites). */
export function sanitizeFavorites(raw: unknown): Favorite[] {
  if (!Array.isArray(raw)) return [];
  const out: Favorite[] = [];
  for (const r of raw) {
    if (typeof r !== 'object' || r === null || typeof (r as { id?: unknown }).id !== 'string') continue;
    const [note] = sanitizeNotes([(r as { note?: unknown }).note]);
    if (note) out.push({ ...(r as object), id: (r as { id: string }).id, note });
  }
  return out;
}

export function favoritesQuery() {
  return infiniteQueryOptions({
    queryKey: queryKey('favorites'),
    queryFn: async ({ pageParam, signal }) => sanitizeFavorites(await getApi().request<unknown>('i/favorites', { limit: PAGE, ...(pageParam ? { untilId: pageParam } : {}) }, { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length >= PAGE ? (last[last.length - 1]?.id ?? null) : null),
    staleTime: 30_000,
  });
}

/** Removes a favorite from the cache; answers a function that puts it back (for a failed request). */
export function removeFavoriteFromCache(qc: QueryClient, noteId: string): () => void {
  const key = favoritesQuery().queryKey;
  const before = qc.getQueryData<InfiniteData<Favorite[]>>(key);
  if (before) qc.setQueryData<InfiniteData<Favorite[]>>(key, { ...before, pages: before.pages.map((p) => p.filter((f) => f.note.id !== noteId)) });
  return () => {
    if (before) qc.setQueryData(key, before);
  };
}
