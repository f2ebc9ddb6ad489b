import type { RefObject } from 'react';
import { useScrollContainer } from '@/ui/layouts/scroll-container';
import { ElementTimeline } from './ElementTimeline';
import type { TimelineSource } from './timeline-source';
import { WindowTimeline } from './WindowTimeline';

interface TimelineProps {
  source: TimelineSource;
  /**
   * The element that scrolls this timeline. Defaults to the nearest scroll container (a page
   * window, a deck column); without one the window scrolls it.
   */
  scrollElement?: RefObject<HTMLElement | null>;
  /** Keeps measurements apart when the same source is shown in several element scrollers. */
  placeKey?: string;
}

/** A timeline of any kind: one infinite query, virtualized, live, with the new-notes pill. */
export function Timeline({ source, scrollElement, placeKey }: TimelineProps) {
  const container = useScrollContainer();
  const scrollRef = scrollElement ?? container;
  if (scrollRef) return <ElementTimeline source={source} scrollRef={scrollRef} placeKey={placeKey} />;
  return <WindowTimeline source={source} />;
}
