import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';

/** The server's `stats` answer; every count may be absent. */
export interface Stats {
  notesCount?: number;
  originalNotesCount?: number;
  usersCount?: number;
  originalUsersCount?: number;
  reactionsCount?: number;
  instances?: number;
  driveUsageLocal?: number;
  driveUsageRemote?: number;
}

/** `stats` (no credential needed): the about page and the welcome page share this one query. */
export function statsQuery() {
  return queryOptions({
    queryKey: queryKey('about', 'stats'),
    queryFn: async ({ signal }) => {
      const raw = await getApi().request<unknown>('stats', {}, { signal });
      return (typeof raw === 'object' && raw !== null ? raw : {}) as Stats;
    },
    staleTime: 5 * 60_000,
  });
}
