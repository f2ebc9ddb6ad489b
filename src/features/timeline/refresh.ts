import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { catchUpTimeline } from '@/core/stream/patching/catch-up';
import { newestNoteId } from '@/core/stream/patching/insert-notes';
import { timelineSincePage } from './timeline-since';
import type { TimelineSource } from './timeline-source';

/**
 * A refresh asked for by the reader (streaming is off): the notes newer than the newest one go on
 * top, as the stream would have put them; an empty timeline is fetched again from the top.
 */
export async function refreshTimeline(qc: QueryClient, key: QueryKey, source: TimelineSource): Promise<void> {
  if (!newestNoteId(qc, key)) {
    await qc.refetchQueries({ queryKey: key, exact: true });
    return;
  }
  await catchUpTimeline(qc, key, timelineSincePage(qc, source));
}
