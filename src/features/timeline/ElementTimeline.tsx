import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { TimelineFeed } from './TimelineFeed';
import { timelineId, type TimelineSource } from './timeline-source';
import { useElementAtTop } from './use-element-at-top';
import { useTimelineFeed } from './use-timeline-feed';
import styles from './Timeline.module.css';

/** Measured heights per timeline and place (a column is narrower than the page). */
const measurementCache = new Map<string, VirtualItem[]>();

interface ElementTimelineProps {
  source: TimelineSource;
  scrollRef: RefObject<HTMLElement | null>;
  /** Distinguishes several element timelines of the same source (deck columns, windows). */
  placeKey?: string;
}

/**
 * A timeline scrolled by an element (deck columns, page windows, widgets): virtualized against
 * that element, so each one keeps its own position and scrolling one leaves the others still.
 */
export function ElementTimeline({ source, scrollRef, placeKey = 'element' }: ElementTimelineProps) {
  const cacheKey = `${placeKey}:${timelineId(source)}`;
  const listRef = useRef<HTMLDivElement>(null);
  const marginRef = useRef(0);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const list = listRef.current;
    marginRef.current = el && list ? list.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop : 0;
  });
  const getOffset = useCallback(() => marginRef.current, []);
  const atTop = useElementAtTop(scrollRef, getOffset);
  const feed = useTimelineFeed(source, atTop);
  const { shown } = feed;

  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 140,
    overscan: 6,
    scrollMargin: marginRef.current,
    getItemKey: (index) => shown[index]?.id ?? index,
    initialMeasurementsCache: measurementCache.get(cacheKey),
  });
  useEffect(() => () => void measurementCache.set(cacheKey, virtualizer.measurementsCache), [cacheKey, virtualizer]);

  const showPending = () => {
    feed.acceptPending();
    scrollRef.current?.scrollTo({ top: Math.max(0, marginRef.current) });
  };
  return <TimelineFeed feed={feed} virtualizer={virtualizer} listRef={listRef} onShowPending={showPending} pillClassName={styles.pillInColumn} />;
}
