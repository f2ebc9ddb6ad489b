import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { queryKey } from '@/core/query/keys';
import { sendReconciled } from '@/core/query/reconcile';
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

/** Every favorites key sits under `all()`. */
export const favoriteKeys = {
  all: () => queryKey('favorites'),
};

export function favoritesQuery() {
  return infiniteQueryOptions({
    queryKey: favoriteKeys.all(),
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

/**
 * notes/favorites/delete from the favorites list: the note leaves the list at once. No answer
 * (timeout, dropped connection): it stays out while notes/state is asked. Answers 'removed', or
 * 'kept' when the server still has the favorite (the note is back in the list); throws (the note
 * back in the list) when the request failed.
 */
export async function removeFavorite(qc: QueryClient, noteId: string): Promise<'removed' | 'kept'> {
  const rollback = removeFavoriteFromCache(qc, noteId);
  try {
    const api = getApi();
    const outcome = await sendReconciled(() => api.request('notes/favorites/delete', { noteId }, { reconcilesUnknown: true }), {
      read: () => api.request<{ isFavorited?: unknown } | null>('notes/state', { noteId }),
      matches: (state) => state?.isFavorited !== true,
    });
    if (outcome.kind === 'reconciled' && !outcome.applied) {
      rollback();
      return 'kept';
    }
    return 'removed';
  } catch (e) {
    rollback();
    throw e;
  }
}
