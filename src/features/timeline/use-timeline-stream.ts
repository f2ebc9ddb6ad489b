import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Note } from '@/core/entities/note';
import { isRestored, forgetRestored } from '@/core/query/persist-cache';
import { soundForTimelineNote } from '@/core/sound/lazy';
import { newestNoteId } from '@/core/stream/patching/timeline-insert';
import { getStream } from '@/core/stream/stream-instance';
import { useChannel } from '@/core/stream/use-stream';
import { isMutedInTimeline } from '@/features/note/rules/muted-now';
import { catchUpTimeline, CATCH_UP_MAX_PAGES } from './catch-up';
import { insertNotes } from './insert-notes';
import { sanitizeNotes } from './timeline-query';
import { timelineChannel } from './timeline-channel';
import type { TimelineSource } from './timeline-source';

/** A warm start catches up a moment after mounting, once the reader's position is back. */
const CATCH_UP_DELAY_MS = 300;

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
      else insertNotes(qc, keyRef.current, [note]);
      if (!isMutedInTimeline(note)) soundForTimelineNote(source.kind, note);
    },
  });

  const sourceKey = JSON.stringify(source);
  /** Fetches what was missed while notes from the stream wait, then lets them in. */
  const catchUp = useRef<(maxPages?: number) => void>(() => undefined);
  catchUp.current = (maxPages) => {
    if (buffer.current) return;
    buffer.current = [];
    void catchUpTimeline(qc, keyRef.current, JSON.parse(sourceKey) as TimelineSource, maxPages)
      .catch((e) => console.warn('Gap fill failed', e))
      .finally(() => {
        const held = buffer.current ?? [];
        buffer.current = null;
        insertNotes(qc, keyRef.current, held);
      });
  };

  useEffect(() => {
    const stream = getStream();
    if (!stream || !channel) return;
    return stream.events.on('reconnected', () => {
      if (newestNoteId(qc, keyRef.current)) catchUp.current();
    });
  }, [qc, sourceKey, channel]);

  // Restored from the saved cache (warm start): bring it up to date, the new notes waiting behind the pill.
  useEffect(() => {
    const query = qc.getQueryCache().find({ queryKey: keyRef.current, exact: true });
    if (!query || !isRestored(query.queryHash)) return;
    const timer = setTimeout(() => {
      forgetRestored(query.queryHash);
      catchUp.current(CATCH_UP_MAX_PAGES);
    }, CATCH_UP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [qc, sourceKey]);
}
