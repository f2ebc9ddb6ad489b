import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useRowCallbacks } from './row-callbacks';
import { useOverscan } from './use-overscan';
import { useSlicedVirtualizer } from './use-sliced-virtualizer';
import { showPendingNotes } from './show-pending';
import { TimelineFeed } from './TimelineFeed';
import type { TimelineSource } from './timeline-source';
import { useElementAtTop } from './use-element-at-top';
import { useTimelineFeed } from './use-timeline-feed';
import styles from './Timeline.module.css';

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
  const listRef = useRef<HTMLDivElement>(null);
  const marginRef = useRef(0);
  // The list's offset in its scroller: measured on mount and when the scroller resizes, never per render.
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const measure = () => {
      const list = listRef.current;
      const top = el && list ? list.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop : 0;
      marginRef.current = top;
      setMargin(top);
    };
    measure();
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [scrollRef]);
  const getOffset = useCallback(() => marginRef.current, []);
  const atTop = useElementAtTop(scrollRef, getOffset);
  const feed = useTimelineFeed(source, atTop);
  const { shown } = feed;

  const rows = useRowCallbacks(shown, placeKey);
  const overscan = useOverscan(shown.length > 0);
  const sliced = useSlicedVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: rows.estimateSize,
    overscan,
    scrollMargin: margin,
    getItemKey: rows.getItemKey,
    measureElement: rows.measureElement,
  });

  const showPending = () => showPendingNotes(feed.acceptPending, sliced.virtualizer, marginRef.current);
  return <TimelineFeed feed={feed} sliced={sliced} listRef={listRef} onShowPending={showPending} pillClassName={styles.pillInColumn} knownHeight={rows.knownHeight} />;
}
