import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getApi } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { fetchMissed } from '@/core/stream/patching/gap-fill';
import { insertIntoTimeline, newestNoteId } from '@/core/stream/patching/timeline-insert';
import { getStream } from '@/core/stream/stream-instance';
import { useChannel } from '@/core/stream/use-stream';
import { sanitizeNotes } from './timeline-query';
import { timelineChannel } from './timeline-channel';
import { timelineEndpoint, type TimelineSource } from './timeline-source';

const GAP_PAGE = 30;

/**
 * Keeps a timeline live: stream notes go into its first page; after a reconnect it fetches what it
 * missed (sinceId, paging until caught up) and holds stream notes back until that is merged.
 */
export function useTimelineStream(source: TimelineSource, key: QueryKey): void {
  const qc = useQueryClient();
  const buffer = useRef<Note[] | null>(null);
  const channel = timelineChannel(source);
  const keyRef = useRef(key);
  keyRef.current = key;

  useChannel(channel?.channel ?? null, channel?.params ?? {}, {
    note: (body) => {
      const [note] = sanitizeNotes([body]);
      if (!note) return;
      if (buffer.current) buffer.current.push(note);
      else insertIntoTimeline(qc, keyRef.current, [note]);
    },
  });

  const sourceKey = JSON.stringify(source);
  useEffect(() => {
    const stream = getStream();
    if (!stream || !channel) return;
    return stream.events.on('reconnected', () => {
      const since = newestNoteId(qc, keyRef.current);
      if (!since || buffer.current) return;
      buffer.current = [];
      const { endpoint, params } = timelineEndpoint(JSON.parse(sourceKey) as TimelineSource);
      void fetchMissed({
        sinceId: since,
        limit: GAP_PAGE,
        fetchPage: async (sinceId) => sanitizeNotes(await getApi().request<unknown>(endpoint, { ...params, sinceId, limit: GAP_PAGE }, { suppressError: true })),
      })
        .then((missed) => insertIntoTimeline(qc, keyRef.current, missed))
        .catch((e) => console.warn('Gap fill failed', e))
        .finally(() => {
          const held = buffer.current ?? [];
          buffer.current = null;
          insertIntoTimeline(qc, keyRef.current, held);
        });
    });
  }, [qc, sourceKey, channel]);
}
