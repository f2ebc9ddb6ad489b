import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { isApiError } from '@/core/api/api-error';
import { sanitizeUsers } from '@/core/entities/user-guard';
import { queryKey } from '@/core/query/keys';
import { sanitizeNotes } from '@/core/entities/note-guard';

const PAGE = 20;

export interface NoteSearchParams {
  q: string;
  channel?: string;
  user?: string;
}

/** notes/search, paged by untilId. */
export function noteSearchQuery({ q, channel, user }: NoteSearchParams) {
  return infiniteQueryOptions({
    queryKey: queryKey('search', 'notes', { q, channel: channel ?? null, user: user ?? null }),
    queryFn: async ({ pageParam, signal }) =>
      sanitizeNotes(
        await getApi().request<unknown>(
          'notes/search',
          { query: q, limit: PAGE, ...(channel ? { channelId: channel } : {}), ...(user ? { userId: user } : {}), ...(pageParam ? { untilId: pageParam } : {}) },
          { signal, suppressError: true },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length >= PAGE ? (last[last.length - 1]?.id ?? null) : null),
    enabled: q.trim() !== '',
    staleTime: 60_000,
  });
}

/** users/search (first results). */
export function userSearchQuery(q: string) {
  return queryOptions({
    queryKey: queryKey('search', 'users', q),
    queryFn: async ({ signal }) => {
      const users = await getApi().request<unknown>('users/search', { query: q, limit: 20, detail: false }, { signal });
      return sanitizeUsers(users);
    },
    enabled: q.trim() !== '',
    staleTime: 60_000,
  });
}

/** The home timeline as it was at the end of a day (the date jump). */
export function dateJumpQuery(untilDate: number) {
  return infiniteQueryOptions({
    queryKey: queryKey('search', 'dateJump', untilDate),
    queryFn: async ({ pageParam, signal }) =>
      sanitizeNotes(await getApi().request<unknown>('notes/timeline', { limit: PAGE, ...(pageParam ? { untilId: pageParam } : { untilDate }) }, { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length >= PAGE ? (last[last.length - 1]?.id ?? null) : null),
    staleTime: 60_000,
  });
}

/** notes/search answers 400 UNAVAILABLE when the server (or the caller's role) has note search turned off. */
export function isSearchUnavailable(error: unknown): boolean {
  return isApiError(error) && error.code === 'UNAVAILABLE';
}
