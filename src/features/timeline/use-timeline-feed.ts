import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getAccount } from '@/core/accounts/session';
import { useSetting } from '@/core/settings';
import { useWithoutPluginHidden } from '@/features/plugins';
import { TIMELINE_WINDOW, trimTimeline } from './memory-window';

/** Notes past the window before it is cut, and how soon after crossing it. */
const TRIM_SLACK = 40;
const TRIM_EVERY_MS = 1_000;
import { flattenUnique, resumeAnchor, splitPending } from './pending';
import { refreshTimeline } from './refresh';
import { keepInTimeline } from './reply-filter';
import { serverFiltersReplies } from './server-reply-params';
import { timelineQuery } from './timeline-query';
import type { TimelineSource } from './timeline-source';
import { timelineChannel } from './timeline-channel';
import { useTimelineStream } from './use-timeline-stream';

export interface FeedOptions {
  /** The reader is being put back where they left (a remembered position): hold the anchor at the newest note until then. */
  resuming?: boolean;
  /** With `resuming`: the newest note the reader had let in when they left (the notes above it are counted for the pill). */
  resumeNewest?: string;
}

/**
 * The data side of a timeline, whatever scrolls it: the infinite query kept live by the stream,
 * filtered, and split into the notes shown and those waiting behind the pill while the reader
 * is away from the top. At the top, the timeline keeps a bounded window of notes.
 */
export function useTimelineFeed(source: TimelineSource, atTop: boolean, { resuming = false, resumeNewest }: FeedOptions = {}) {
  const qc = useQueryClient();
  const options = timelineQuery(source);
  const query = useInfiniteQuery(options);
  useTimelineStream(source, options.queryKey);
  const keyRef = useRef(options.queryKey);
  keyRef.current = options.queryKey;
  const [replyMode] = useSetting('showPublicTimelineReplyMode');
  const [showReplies] = useSetting('showTimelineReplies');
  const all = useMemo(() => {
    const myId = getAccount()?.id ?? null;
    const prefs = { showReplies, publicMode: replyMode };
    return flattenUnique(query.data?.pages ?? []).filter((n) => keepInTimeline(n, source, prefs, myId));
  }, [query.data, source, replyMode, showReplies]);
  // Where the server filters replies (withReplies), a changed setting asks it again: the pages it
  // gave hold none of the replies the reader now wants.
  const askedWith = useRef(showReplies);
  useEffect(() => {
    if (askedWith.current === showReplies) return;
    askedWith.current = showReplies;
    if (serverFiltersReplies(qc, source)) void qc.resetQueries({ queryKey: keyRef.current, exact: true });
  }, [qc, source, showReplies]);
  const [anchorId, setAnchorId] = useState<string | null>(() => (resuming ? resumeAnchor(all, resumeNewest) : null));
  /** The waiting notes arrived while the reader was away (a warm start at a remembered note). */
  const [sinceLeft, setSinceLeft] = useState(resuming);
  const following = atTop && !resuming;
  useEffect(() => {
    if (following) setAnchorId(all[0]?.id ?? null);
  }, [following, all]);
  useEffect(() => {
    if (following) setSinceLeft(false);
  }, [following]);
  // Bounded memory: at the top, only the newest window of notes stays in the cache. Cut
  // TRIM_EVERY_MS after the timeline grows a page past the window (outside React's commit), so a
  // busy stream does not re-render twice a note.
  const over = all.length > TIMELINE_WINDOW + TRIM_SLACK;
  useEffect(() => {
    if (!following || !over) return;
    // While a page is being fetched the cut waits (trimTimeline declines); it tries again a moment
    // later rather than re-running on the query's state, which changes with every streamed note (at
    // 20 notes/s the timer would never fire) or with every fetch start (a render of the timeline).
    let timer = setTimeout(function trim() {
      if (!trimTimeline(qc, keyRef.current) && qc.isFetching({ queryKey: keyRef.current, exact: true }) > 0) timer = setTimeout(trim, TRIM_EVERY_MS);
    }, TRIM_EVERY_MS);
    return () => clearTimeout(timer);
  }, [following, over, qc]);
  const split = following ? null : anchorId;
  // The same array while nothing changed: the virtualizer's row callbacks depend on it.
  const { pending, shown: accepted } = useMemo(() => splitPending(all, split), [all, split]);
  // A note a plugin hid takes no row (no blank row, no gap in the feed's positions or j/k stops).
  const shown = useWithoutPluginHidden(accepted);
  /** Accepts the waiting notes (the pill was clicked). */
  const acceptPending = () => {
    setSinceLeft(false);
    setAnchorId(all[0]?.id ?? null);
  };
  // Without streaming (`disableStreamingTimeline`), a timeline that would be live is refreshed by hand.
  const [noStream] = useSetting('disableStreamingTimeline');
  const manualRefresh = noStream && timelineChannel(source) !== null;
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    if (refreshing) return;
    setRefreshing(true);
    void refreshTimeline(qc, keyRef.current, source)
      .catch((e) => console.warn('Refresh failed', e))
      .finally(() => setRefreshing(false));
  };
  /** The newest note let into the list (remembered with the reader's position). */
  const newest = accepted[0]?.id;
  return { query, options, all, shown, pending, sinceLeft, newest, acceptPending, manualRefresh, refreshing, refresh };
}

export type TimelineFeed = ReturnType<typeof useTimelineFeed>;
