/**
 * The server's suggestions for autocomplete, through the Query cache (a query typed twice is asked
 * once a minute). `signal` cancels a request when the text moves on: the query is cancelled, which
 * aborts its fetch.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/core/api/api-client';
import type { UserLite } from '@/core/entities/user';
import { sanitizeUsers } from '@/core/entities/user-guard';
import { SUGGESTION_LIMIT } from './rank';

const STALE_MS = 60_000;

async function cancellable<T>(qc: QueryClient, queryKey: readonly unknown[], signal: AbortSignal, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const onAbort = () => void qc.cancelQueries({ queryKey, exact: true });
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await qc.fetchQuery({ queryKey, queryFn: ({ signal: s }) => run(s), staleTime: STALE_MS, retry: false });
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/** users/search-by-username-and-host: local and remote users whose username starts with the query. */
export function suggestUsers(qc: QueryClient, client: ApiClient, keyRoot: readonly unknown[], params: { username: string; host?: string }, signal: AbortSignal): Promise<UserLite[]> {
  return cancellable(qc, [...keyRoot, 'autocomplete', 'users', params], signal, (s) =>
    client
      .request<unknown>('users/search-by-username-and-host', { ...params, limit: SUGGESTION_LIMIT, detail: false }, { signal: s, suppressError: true })
      .then((r): UserLite[] => sanitizeUsers(r)),
  );
}

/** hashtags/search: tag names starting with the query. */
export function suggestHashtags(qc: QueryClient, client: ApiClient, keyRoot: readonly unknown[], query: string, signal: AbortSignal): Promise<string[]> {
  return cancellable(qc, [...keyRoot, 'autocomplete', 'hashtags', query.toLowerCase()], signal, (s) =>
    client
      .request<unknown>('hashtags/search', { query, limit: SUGGESTION_LIMIT, offset: 0 }, { signal: s, suppressError: true })
      .then((r) => (Array.isArray(r) ? r.filter((x): x is string => typeof x === 'string') : [])),
  );
}
