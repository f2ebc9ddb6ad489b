import { useRef } from 'react';
import { Timeline, type TimelineSource } from '@/features/timeline';
import type { WidgetProps } from '../widget-types';
import styles from './kinds.module.css';

/** The widget's `src` as a timeline source; lists and antennas need their id. */
export function widgetTimelineSource(data: Record<string, unknown>): TimelineSource {
  const src = data.src;
  if (src === 'list' && typeof data.listId === 'string' && data.listId) return { kind: 'list', listId: data.listId };
  if (src === 'antenna' && typeof data.antennaId === 'string' && data.antennaId) return { kind: 'antenna', antennaId: data.antennaId };
  if (src === 'home' || src === 'local' || src === 'social' || src === 'global' || src === 'featured' || src === 'media') return { kind: src };
  return { kind: 'home' };
}

/** A live timeline in its own scrolling box. */
export function TimelineWidget({ widget }: WidgetProps) {
  const ref = useRef<HTMLDivElement>(null);
  const height = typeof widget.data.height === 'number' ? widget.data.height : 300;
  const source = widgetTimelineSource(widget.data);
  return (
    <div ref={ref} className={styles.timeline} style={{ height }} data-scroll-container="">
      <Timeline key={JSON.stringify(source)} source={source} scrollElement={ref} placeKey={`widget-${widget.id}`} />
    </div>
  );
}
