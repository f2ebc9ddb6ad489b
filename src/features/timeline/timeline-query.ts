import { infiniteQueryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { queryKey } from '@/core/query/keys';

export type TimelineSource = 'home' | 'local' | 'social' | 'global';

const ENDPOINTS: Record<TimelineSource, string> = {
  home: 'notes/timeline',
  local: 'notes/local-timeline',
  social: 'notes/hybrid-timeline',
  global: 'notes/global-timeline',
};

export const TIMELINE_SOURCES = Object.keys(ENDPOINTS) as TimelineSource[];
const PAGE_SIZE = 20;

/** One infinite query per timeline, paged by `untilId`: the only copy of its notes. */
export function timelineQuery(src: TimelineSource) {
  return infiniteQueryOptions({
    queryKey: queryKey('timeline', src),
    queryFn: ({ pageParam, signal }) =>
      getApi().request<Note[]>(ENDPOINTS[src], { limit: PAGE_SIZE, ...(pageParam ? { untilId: pageParam } : {}) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (Array.isArray(last) && last.length > 0 ? (last[last.length - 1]?.id ?? null) : null),
    staleTime: Infinity,
  });
}
