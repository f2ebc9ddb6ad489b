import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Note } from '@/core/entities/note';
import { isRestored, forgetRestored } from '@/core/query/persist-cache';
import { soundForTimelineNote } from '@/core/sound/lazy';
import { inNextFrame } from '@/core/stream/frame-batch';
import { catchUpTimeline, CATCH_UP_MAX_PAGES } from '@/core/stream/patching/catch-up';
import { insertNotes, newestNoteId } from '@/core/stream/patching/insert-notes';
import { getStream } from '@/core/stream/stream-instance';
import { useChannel } from '@/core/stream/use-stream';
import { useSetting } from '@/core/settings';
import { isMutedInTimeline } from '@/features/note';
import { serverReplyParams } from './server-reply-params';
import { sanitizeNotes } from '@/core/entities/note-guard';
import { timelineChannel } from './timeline-channel';
import { timelineSincePage } from './timeline-since';
import type { TimelineSource } from './timeline-source';

/** A warm start catches up a moment after mounting, once the reader's position is back. */
const CATCH_UP_DELAY_MS = 300;

/**
 * Keeps a timeline live: stream notes go into its first page. Whatever the timeline holds was read
 * before its channel was asked for (the first page leaves early, a cached timeline was read before
 * the reader came back, a reconnect lost the socket), so each time the channel becomes live it
 * fetches what came in between (sinceId, paging until caught up) and holds stream notes back until
 * that is merged.
 */
export function useTimelineStream(source: TimelineSource, key: QueryKey): void {
  const qc = useQueryClient();
  const buffer = useRef<Note[] | null>(null);
  // `disableStreamingTimeline`: no channel, new notes come by refresh (the feed's refresh button).
  const [noStream] = useSetting('disableStreamingTimeline');
  const channel = noStream ? null : timelineChannel(source);
  const keyRef = useRef(key);
  keyRef.current = key;
  /** Without a channel there is nothing to wait for. */
  const live = useRef(!channel || !getStream());
  /** A restored timeline's catch-up walks a bounded number of pages. */
  const bounded = useRef(false);
  const waitingForFetch = useRef<(() => void) | null>(null);
  /** Became live again while a catch-up ran: that one may have been answered before the new socket. */
  const again = useRef(false);

  /** Stream notes not yet in the cache: they go in with the other stream updates of this frame (frame-batch). */
  const queued = useRef<Note[]>([]);
  const queueInsert = (note: Note) => {
    if (queued.current.push(note) > 1) return;
    inNextFrame(() => {
      const notes = queued.current;
      queued.current = [];
      insertNotes(qc, keyRef.current, notes);
    });
  };

  const sourceKey = JSON.stringify(source);
  /** Fetches what was missed while notes from the stream wait, then lets them in. */
  const catchUp = useRef<() => void>(() => undefined);
  catchUp.current = () => {
    if (buffer.current) {
      again.current = true;
      return;
    }
    if (waitingForFetch.current || !live.current) return;
    const cache = qc.getQueryCache();
    const query = cache.find({ queryKey: keyRef.current, exact: true });
    // A restored timeline waits for the reader's position (the effect below calls again).
    if (!query || isRestored(query.queryHash)) return;
    if (query.state.fetchStatus === 'fetching') {
      // A page asked for before the channel was live: catch up once it has come.
      const stop = cache.subscribe(() => {
        if (query.state.fetchStatus === 'fetching') return;
        stop();
        waitingForFetch.current = null;
        catchUp.current();
      });
      waitingForFetch.current = stop;
      return;
    }
    if (!newestNoteId(qc, keyRef.current)) return;
    buffer.current = [];
    const maxPages = bounded.current ? CATCH_UP_MAX_PAGES : undefined;
    bounded.current = false;
    void catchUpTimeline(qc, keyRef.current, timelineSincePage(qc, JSON.parse(sourceKey) as TimelineSource), maxPages)
      .catch((e) => console.warn('Catch-up failed', e))
      .finally(() => {
        const held = buffer.current ?? [];
        buffer.current = null;
        insertNotes(qc, keyRef.current, held);
        if (again.current) {
          again.current = false;
          catchUp.current();
        }
      });
  };

  /** The channel's `note` event: a new note for the top (held back while a catch-up runs). */
  const onNote = (body: unknown) => {
    const [note] = sanitizeNotes([body]);
    if (!note) return;
    if (buffer.current) buffer.current.push(note);
    else queueInsert(note);
    if (!isMutedInTimeline(note)) soundForTimelineNote(source.kind, note);
  };
  /** The channel was asked for on an open socket (first time, or after a reconnect): fetch what was missed. */
  const onLive = () => {
    live.current = true;
    catchUp.current();
  };

  useChannel(
    channel?.channel ?? null,
    // Misskey 2023.10+ takes `withReplies` on the local and social channels too (default: without).
    channel ? { ...channel.params, ...serverReplyParams(qc, source) } : {},
    { note: onNote },
    onLive,
  );

  useEffect(
    () => () => {
      waitingForFetch.current?.();
      waitingForFetch.current = null;
      live.current = false;
    },
    [],
  );

  // Restored from the saved cache (warm start): bring it up to date, the new notes waiting behind the pill.
  useEffect(() => {
    const query = qc.getQueryCache().find({ queryKey: keyRef.current, exact: true });
    if (!query || !isRestored(query.queryHash)) return;
    const timer = setTimeout(() => {
      forgetRestored(query.queryHash);
      bounded.current = true;
      catchUp.current();
    }, CATCH_UP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [qc, sourceKey]);
}
