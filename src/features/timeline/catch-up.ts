import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { fetchMissed } from '@/core/stream/patching/gap-fill';
import { newestNoteId } from '@/core/stream/patching/timeline-insert';
import { insertNotes } from './insert-notes';
import { serverReplyParams } from './server-reply-params';
import { sanitizeNotes } from '@/core/entities/note-guard';
import { timelineEndpoint, type TimelineSource } from './timeline-source';

export const GAP_PAGE = 30;
/** After a warm start, at most this many pages are walked; a longer absence refetches from the top. */
export const CATCH_UP_MAX_PAGES = 3;

/**
 * Fetches the notes newer than the timeline's newest (sinceId, paging until caught up) and puts them
 * at the top. With `maxPages` and the walk not done, the timeline is refetched from the top instead
 * (a hole in the middle would be worse than a reload). Resolves how many notes were added.
 */
export async function catchUpTimeline(qc: QueryClient, key: QueryKey, source: TimelineSource, maxPages?: number): Promise<number> {
  const since = newestNoteId(qc, key);
  if (!since) return 0;
  const { endpoint, params: fixed } = timelineEndpoint(source);
  const params = { ...fixed, ...serverReplyParams(qc, source) };
  let pages = 0;
  let lastFull = false;
  const missed = await fetchMissed({
    sinceId: since,
    limit: GAP_PAGE,
    ...(maxPages ? { maxPages } : {}),
    fetchPage: async (sinceId) => {
      pages++;
      const notes = sanitizeNotes(await getApi().request<unknown>(endpoint, { ...params, sinceId, limit: GAP_PAGE }, { suppressError: true }));
      lastFull = notes.length >= GAP_PAGE;
      return notes;
    },
  });
  if (maxPages && pages >= maxPages && lastFull) {
    await qc.refetchQueries({ queryKey: key, exact: true });
    return 0;
  }
  return insertNotes(qc, key, missed);
}
