import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { getCapabilities } from '@/core/capabilities';
import { featuredPageParams, withoutShown } from '@/core/notes/featured-paging';

/** The featured notes of all pages, each once (an offset-paged list can shift between two reads). */
export function featuredNotesOf(data: { pages: readonly FeaturedPage[] }): Note[] {
  const out: Note[] = [];
  const seen = new Set<string>();
  for (const page of data.pages) {
    for (const n of withoutShown(page.notes, seen)) {
      seen.add(n.id);
      out.push(n);
    }
  }
  return out;
}
import type { Note } from '@/core/entities/note';
import type { UserDetailed } from '@/core/entities/user';
import { queryKey } from '@/core/query/keys';
import { sanitizeNotes } from '@/core/entities/note-guard';
import { sanitizeUsers } from '@/core/entities/user-guard';

export type UserOrigin = 'local' | 'remote' | 'combined';
export type UserSort = '+follower' | '+updatedAt' | '+createdAt';

export interface TrendingTag {
  tag: string;
  chart: number[];
  usersCount: number;
}

/** The explore screens' keys. */
export const exploreKeys = {
  all: () => queryKey('explore'),
  featured: () => queryKey('explore', 'featured'),
  pinned: () => queryKey('explore', 'pinned'),
  users: (origin: unknown, sort: unknown, limit: unknown) => queryKey('explore', 'users', origin, sort, limit),
  tagUsers: (tag: string, origin: unknown) => queryKey('explore', 'tagUsers', tag, origin),
  trend: () => queryKey('explore', 'trend'),
};

/** One page of featured notes, how many the server sent (for the next offset) and the last one's id. */
export interface FeaturedPage {
  notes: Note[];
  raw: number;
  lastId: string | null;
}

const FEATURED_PAGE = 20;

/** Featured notes, paged as the server pages them (`untilId` on Misskey 2023.10+, `offset` before). */
export function featuredNotesQuery() {
  return infiniteQueryOptions({
    queryKey: exploreKeys.featured(),
    queryFn: async ({ pageParam, signal, client }): Promise<FeaturedPage> => {
      const params = featuredPageParams(getCapabilities(client).featuredByUntilId, pageParam, FEATURED_PAGE);
      const raw = sanitizeNotes(await getApi().request<unknown>('notes/featured', params, { signal }));
      return { notes: raw, raw: raw.length, lastId: raw[raw.length - 1]?.id ?? null };
    },
    initialPageParam: { count: 0, lastId: null } as { count: number; lastId: string | null },
    getNextPageParam: (last, pages) => (last.raw > 0 && last.lastId ? { count: pages.reduce((n, p) => n + p.raw, 0), lastId: last.lastId } : undefined),
    staleTime: 60_000,
  });
}

export function pinnedUsersQuery() {
  return queryOptions({
    queryKey: exploreKeys.pinned(),
    queryFn: async ({ signal }): Promise<UserDetailed[]> => sanitizeUsers(await getApi().request<unknown>('pinned-users', {}, { signal })),
    staleTime: 5 * 60_000,
  });
}

export function usersQuery(origin: UserOrigin, sort: UserSort, limit = 10) {
  return queryOptions({
    queryKey: exploreKeys.users(origin, sort, limit),
    queryFn: async ({ signal }): Promise<UserDetailed[]> =>
      sanitizeUsers(await getApi().request<unknown>('users', { origin, sort, state: 'alive', limit }, { signal })),
    staleTime: 60_000,
  });
}

export function tagUsersQuery(tag: string, origin: UserOrigin) {
  return queryOptions({
    queryKey: exploreKeys.tagUsers(tag, origin),
    queryFn: async ({ signal }): Promise<UserDetailed[]> =>
      sanitizeUsers(await getApi().request<unknown>('hashtags/users', { tag, origin, sort: '+follower', state: 'all', limit: 30 }, { signal })),
    staleTime: 60_000,
  });
}

export function trendingTagsQuery() {
  return queryOptions({
    queryKey: exploreKeys.trend(),
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
