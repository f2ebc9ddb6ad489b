import { useQueryClient } from '@tanstack/react-query';
import { insertIntoTimeline } from '@/core/stream/patching/timeline-insert';
import { useChannel } from '@/core/stream/use-stream';
import { sanitizeNotes, timelineQuery } from '@/features/timeline';

/** Tag timelines have no timeline channel of their own: the `hashtag` channel (q = [[tag]]) feeds their first page. */
export function useHashtagStream(tag: string | null): void {
  const qc = useQueryClient();
  useChannel(tag ? 'hashtag' : null, tag ? { q: [[tag]] } : {}, {
    note: (body) => {
      if (!tag) return;
      const notes = sanitizeNotes([body]);
      if (notes.length > 0) insertIntoTimeline(qc, timelineQuery({ kind: 'tag', tag }).queryKey, notes);
    },
  });
}
