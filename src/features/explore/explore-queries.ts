import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import type { UserDetailed } from '@/core/entities/user';
import { queryKey } from '@/core/query/keys';
import { sanitizeNotes } from '@/features/timeline';
import { sanitizeUsers } from './sanitize-users';

export type UserOrigin = 'local' | 'remote' | 'combined';
export type UserSort = '+follower' | '+updatedAt' | '+createdAt';

export interface TrendingTag {
  tag: string;
  chart: number[];
  usersCount: number;
}

/** Key root of the explore screens. */
export const exploreKey = (...parts: unknown[]) => queryKey('explore', ...parts);

export function featuredNotesQuery() {
  return queryOptions({
    queryKey: exploreKey('featured'),
    queryFn: async ({ signal }): Promise<Note[]> => sanitizeNotes(await getApi().request<unknown>('notes/featured', { limit: 20 }, { signal })),
    staleTime: 60_000,
  });
}

export function pinnedUsersQuery() {
  return queryOptions({
    queryKey: exploreKey('pinned'),
    queryFn: async ({ signal }): Promise<UserDetailed[]> => sanitizeUsers(await getApi().request<unknown>('pinned-users', {}, { signal })),
    staleTime: 5 * 60_000,
  });
}

export function usersQuery(origin: UserOrigin, sort: UserSort, limit = 10) {
  return queryOptions({
    queryKey: exploreKey('users', origin, sort, limit),
    queryFn: async ({ signal }): Promise<UserDetailed[]> =>
      sanitizeUsers(await getApi().request<unknown>('users', { origin, sort, state: 'alive', limit }, { signal })),
    staleTime: 60_000,
  });
}

export function tagUsersQuery(tag: string, origin: UserOrigin) {
  return queryOptions({
    queryKey: exploreKey('tagUsers', tag, origin),
    queryFn: async ({ signal }): Promise<UserDetailed[]> =>
      sanitizeUsers(await getApi().request<unknown>('hashtags/users', { tag, origin, sort: '+follower', state: 'all', limit: 30 }, { signal })),
    staleTime: 60_000,
  });
}

export function trendingTagsQuery() {
  return queryOptions({
    queryKey: exploreKey('trend'),
    queryFn: async ({ signal }): Promise<TrendingTag[]> => {
      const raw = await getApi().request<unknown>('hashtags/trend', {}, { signal });
      if (!Array.isArray(raw)) return [];
      return raw
        .filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null && typeof (r as { tag?: unknown }).tag === 'string')
        .map((r) => ({
          tag: r.tag as string,
          chart: Array.isArray(r.chart) ? r.chart.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)) : [],
          usersCount: typeof r.usersCount === 'number' ? r.usersCount : 0,
        }));
    },
    staleTime: 60_000,
  });
}
