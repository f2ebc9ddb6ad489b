import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { TimelineFeed } from './TimelineFeed';
import { timelineId, type TimelineSource } from './timeline-source';
import { useAtTop } from './use-at-top';
import { useTimelineFeed } from './use-timeline-feed';

/** Measured heights per timeline, so going back restores the same layout (UI state, not server data). */
const measurementCache = new Map<string, VirtualItem[]>();

/** A timeline scrolled by the window (pages): virtualized against the document. */
export function WindowTimeline({ source }: { source: TimelineSource }) {
  const id = timelineId(source);
  const listRef = useRef<HTMLDivElement>(null);
  const marginRef = useRef(0);
  useLayoutEffect(() => {
    marginRef.current = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
  });
  const getOffset = useCallback(() => marginRef.current, []);
  const atTop = useAtTop(getOffset);
  const feed = useTimelineFeed(source, atTop);
  const { shown } = feed;

  const virtualizer = useWindowVirtualizer({
    count: shown.length,
    estimateSize: () => 140,
    overscan: 6,
    scrollMargin: marginRef.current,
    getItemKey: (index) => shown[index]?.id ?? index,
    initialMeasurementsCache: measurementCache.get(id),
  });
  useEffect(() => () => void measurementCache.set(id, virtualizer.measurementsCache), [id, virtualizer]);

  const showPending = () => {
    feed.acceptPending();
    window.scrollTo({ top: Math.max(0, marginRef.current - 60) });
  };
  return <TimelineFeed feed={feed} virtualizer={virtualizer} listRef={listRef} onShowPending={showPending} />;
}
