import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { getAccount } from '@/core/accounts/session';
import { useSetting } from '@/core/settings';
import { flattenUnique, splitPending } from './pending';
import { keepInTimeline } from './reply-filter';
import { timelineQuery } from './timeline-query';
import type { TimelineSource } from './timeline-source';
import { useTimelineStream } from './use-timeline-stream';

/**
 * The data side of a timeline, whatever scrolls it: the infinite query kept live by the stream,
 * filtered, and split into the notes shown and those waiting behind the pill while the reader
 * is away from the top.
 */
export function useTimelineFeed(source: TimelineSource, atTop: boolean) {
  const options = timelineQuery(source);
  const query = useInfiniteQuery(options);
  useTimelineStream(source, options.queryKey);
  const [replyMode] = useSetting('showPublicTimelineReplyMode');
  const all = useMemo(() => {
    const myId = getAccount()?.id ?? null;
    return flattenUnique(query.data?.pages ?? []).filter((n) => keepInTimeline(n, source, replyMode, myId));
  }, [query.data, source, replyMode]);
  const [anchorId, setAnchorId] = useState<string | null>(null);
  useEffect(() => {
    if (atTop) setAnchorId(all[0]?.id ?? null);
  }, [atTop, all]);
  const { pending, shown } = splitPending(all, atTop ? null : anchorId);
  /** Accepts the waiting notes (the pill was clicked). */
  const acceptPending = () => setAnchorId(all[0]?.id ?? null);
  return { query, all, shown, pending, acceptPending };
}

export type TimelineFeed = ReturnType<typeof useTimelineFeed>;
