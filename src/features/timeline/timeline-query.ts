import { infiniteQueryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { getStartCapabilities } from '@/core/capabilities';
import { sanitizeNotes } from '@/core/entities/note-guard';
import { FEATURED_MAX, featuredAfter } from '@/core/notes/featured-paging';
import { queryKey } from '@/core/query/keys';
import { serverReplyParams } from './server-reply-params';
import { shareNotesById } from './share-notes';
import { timelineId, timelinePageRequest, type TimelineSource } from './timeline-source';

export { TIMELINE_PAGE_SIZE } from './timeline-source';

/** One infinite query per timeline, paged by `untilId`: the only copy of its notes. */
export function timelineQuery(src: TimelineSource) {
  return infiniteQueryOptions({
    queryKey: queryKey('timeline', timelineId(src)),
    queryFn: async ({ pageParam, signal, client }) => {
      const { endpoint, params } = timelinePageRequest(src, pageParam);
      if (src.kind === 'featured' && pageParam && !getStartCapabilities(client).featuredByUntilId) {
        // Misskey 13 and the spec's server page notes/featured by offset and ignore untilId: the
        // whole (short) list is read and the notes after the last one shown are the next page.
        const whole = sanitizeNotes(await getApi().request<unknown>(endpoint, { limit: FEATURED_MAX }, { signal }));
        return featuredAfter(whole, pageParam, Number(params.limit));
      }
      return sanitizeNotes(await getApi().request<unknown>(endpoint, { ...params, ...serverReplyParams(client, src) }, { signal }));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length > 0 ? (last[last.length - 1]?.id ?? null) : null),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Note by note id: a stream note at the top must not rebuild every note under it.
    structuralSharing: shareNotesById,
  });
}
