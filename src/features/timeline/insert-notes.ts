import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Note } from '@/core/entities/note';
import { insertIntoTimeline } from '@/core/stream/patching/timeline-insert';

/**
 * Puts new notes at the top of a timeline — and once more when a page fetch under way lands. An
 * infinite query builds its new data from the pages it had when the fetch began, so notes put in
 * meanwhile (from the stream, or the catch-up after a warm start) would silently vanish with the
 * next page: the pill would count them a moment, then neither it nor the feed would show them.
 * Resolves how many notes were added now.
 */
export function insertNotes(qc: QueryClient, key: QueryKey, notes: readonly Note[]): number {
  const added = insertIntoTimeline(qc, key, notes);
  const cache = qc.getQueryCache();
  const query = cache.find({ queryKey: key, exact: true });
  if (added === 0 || !query || query.state.fetchStatus !== 'fetching') return added;
  const off = cache.subscribe((event) => {
    if (event.query !== query) return;
    if (event.type === 'removed') return off();
    if (query.state.fetchStatus === 'fetching') return;
    off();
    insertIntoTimeline(qc, key, notes);
  });
  return added;
}
