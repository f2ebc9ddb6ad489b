import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  observeWindowOffset,
  observeWindowRect,
  Virtualizer,
  windowScroll,
  type PartialKeys,
  type Range,
  type VirtualItem,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { flushSync } from 'react-dom';
import { startTransition, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { placeDrawn, uncovered, type Drawn } from './row-placement';
import { rowsAround } from './use-overscan';

type Own = 'observeElementRect' | 'observeElementOffset' | 'scrollToFn';

/** What a render of the rows has in flight while the reader scrolls. */
export interface Chase {
  /** A render of the rows is scheduled and has not committed yet. */
  pending: boolean;
  /** The range moved again meanwhile: one more render once that one commits. */
  again: boolean;
}

/**
 * Decides how a change of the virtualizer reaches the screen. While the reader scrolls, the rows a
 * scroll brings in render as a transition, which React splits into short slices between frames,
 * and only one such render is in flight: a new one would restart it, and at a steady scroll the
 * rows would never arrive. It renders the range as it is when it starts; if the range moved
 * meanwhile, the next one follows its commit (committed). Any other change (a row measured, the
 * list resized, the scroll at rest) renders at once, as before.
 */
export function onVirtualizerChange(chase: Chase, scrolling: boolean, render: () => void, transition: (fn: () => void) => void = startTransition, urgent?: () => boolean, now: (fn: () => void) => void = flushSync): void {
  if (!scrolling) return render();
  // The reader has scrolled past the rows drawn (a sliced render on its way that a busy main thread
  // gives too few slices, or a fling that outran the rows ahead): a late frame is better than empty
  // space, so the rows render now, in this scroll event.
  if (urgent?.()) return now(render);
  if (chase.pending) {
    chase.again = true;
    return;
  }
  chase.pending = true;
  transition(render);
}

/** After any commit of the rows: the next sliced render, if the range moved while one was in flight. */
export function committed(chase: Chase, render: () => void, transition: (fn: () => void) => void = startTransition): void {
  if (!chase.pending) return;
  chase.pending = false;
  if (!chase.again) return;
  chase.again = false;
  chase.pending = true;
  transition(render);
}

/**
 * The rows a render draws. A render of the sliced kind (or any render while none is in flight)
 * draws the whole current range. Any other render while one is in flight (the timeline's query
 * starting or finishing a page fetch, a stream event) draws only the rows already on screen, at
 * their current places: at 4× CPU, mounting the rows the scroll brought in inside such a render
 * is the one long task that drops a frame; the sliced render in flight mounts them.
 */
export function rowsToRender(live: VirtualItem[], onScreen: { has(key: VirtualItem['key']): boolean } | null): VirtualItem[] {
  if (!onScreen) return live;
  const kept = live.filter((item) => onScreen.has(item.key));
  // A jump (a remembered position put back, a scroll to a note) leaves none of them in the range:
  // drawing nothing would show an empty timeline until the sliced render commits.
  return kept.length > 0 ? kept : live;
}

export type { Drawn } from './row-placement';

/**
 * True when the rows the range wants are all drawn already, at the same place and size: the change
 * only lets rows behind the reader go. While the reader scrolls that is half of the range's
 * changes (a row leaving the top edge for each one entering the bottom); those rows can go with
 * the next render that brings a row in, so the change needs no render of its own.
 */
export function drawsNothingNew(next: readonly VirtualItem[], drawn: Drawn): boolean {
  for (const item of next) {
    const was = drawn.get(item.key);
    if (!was || was.start !== item.start || was.size !== item.size) return false;
  }
  return true;
}

/**
 * What the virtualizer's owner and the component drawing its rows share: a change of the range
 * renders only that component (useSlicedRows), never the owner, whose render (the timeline's
 * queries, stream and callbacks) was most of the React work of each scrolled frame.
 */
export interface RowsChannel {
  chase: Chase;
  /** Where the rows of the last committed render were drawn. */
  drawn: Drawn;
  /** Render requests: the last one made, and the last one made as a sliced render. */
  seq: { next: number; sliced: number };
  /** Re-renders the rows with request number n; null while no rows are mounted. */
  render: ((n: number) => void) | null;
}

export function rowsChannel(): RowsChannel {
  return { chase: { pending: false, again: false }, drawn: new Map(), seq: { next: 0, sliced: 0 }, render: null };
}

const renderRows = (ch: RowsChannel) => () => ch.render?.(++ch.seq.next);
const sliceRows = (ch: RowsChannel) => (fn: () => void) => {
  ch.seq.sliced = ch.seq.next + 1;
  startTransition(fn);
};

/** The viewport in the list's coordinates (those of its items' `start`). */
export interface View {
  from: number;
  to: number;
}

/**
 * A virtualizer changed: how its rows get to the screen (nothing while no rows are mounted: they
 * read the range when they mount). `view` is given for a change that comes from a scroll event
 * (where the rows may render at once when the reader has run past them).
 */
export function virtualizerChanged(ch: RowsChannel, scrolling: boolean, items: () => VirtualItem[], view?: () => View): void {
  if (!ch.render) return;
  if (scrolling && drawsNothingNew(items(), ch.drawn)) return;
  const urgent = view
    ? () => {
        const { from, to } = view();
        return uncovered(ch.drawn, from, to);
      }
    : undefined;
  onVirtualizerChange(ch.chase, scrolling, renderRows(ch), sliceRows(ch), urgent);
}

/** Moves drawn rows whose place changed (row-placement.ts); the channel keeps where they now are. */
function placeRows<S extends Element | Window, I extends Element>(ch: RowsChannel, v: Virtualizer<S, I>): void {
  if (ch.drawn.size === 0) return;
  ch.drawn = placeDrawn(ch.drawn, v.getVirtualItems(), v.elementsCache, v.options.scrollMargin);
}

export interface Sliced<S extends Element | Window, I extends Element> {
  virtualizer: Virtualizer<S, I>;
  /** For useSlicedRows, in the component that draws the rows. */
  channel: RowsChannel;
}

/**
 * TanStack Virtual's React binding, with two differences: a change of the range renders only the
 * component that draws the rows (useSlicedRows), and rows a scroll brings in render in slices
 * between frames (onVirtualizerChange) instead of in one task. At 4× CPU a note takes about 20 ms
 * of main thread from render to paint, so a task that renders two of them drops frames. (The
 * binding's flushSync inside the scroll event was worse still: the render ran inside the frame.)
 */
function useSlicedVirtualizerBase<S extends Element | Window, I extends Element>(options: VirtualizerOptions<S, I>): Sliced<S, I> {
  const [channel] = useState(rowsChannel);
  const self = useRef<Virtualizer<S, I> | null>(null);
  const [extractRange] = useState(() => (range: Range) => rowsAround(range, self.current?.scrollDirection ?? null));
  const resolved: VirtualizerOptions<S, I> = {
    rangeExtractor: extractRange,
    ...options,
    onChange: (v, sync) => {
      placeRows(channel, v);
      // `sync`: the change came from a scroll event (not from a row measured inside a commit).
      const view = sync ? () => ({ from: v.scrollOffset ?? 0, to: (v.scrollOffset ?? 0) + (v.scrollRect?.height ?? 0) }) : undefined;
      virtualizerChanged(channel, v.isScrolling, () => v.getVirtualItems(), view);
      options.onChange?.(v, sync);
    },
  };
  const [instance] = useState(() => new Virtualizer<S, I>(resolved));
  self.current = instance;
  instance.setOptions(resolved);
  useLayoutEffect(() => instance._didMount(), [instance]);
  useLayoutEffect(() => instance._willUpdate());
  return { virtualizer: instance, channel };
}

/**
 * The rows to draw now, in the component that draws them; it renders again whenever the
 * virtualizer's range changes. A render of another kind while a sliced one is in flight (new
 * props: a page arrived, a note was streamed in) draws only the rows already on screen
 * (rowsToRender); the sliced render mounts the rest.
 */
export function useSlicedRows<S extends Element | Window, I extends Element>({ virtualizer, channel }: Sliced<S, I>): VirtualItem[] {
  const [applied, apply] = useReducer((_: number, n: number) => n, channel.seq.next);
  channel.render = apply;
  useLayoutEffect(() => {
    // Mounted (again: the list can give way to a loading line and come back): nothing in flight.
    channel.render = apply;
    channel.chase.pending = false;
    channel.chase.again = false;
    channel.seq.sliced = Math.min(channel.seq.sliced, channel.seq.next);
    return () => {
      channel.render = null;
    };
  }, [channel, apply]);
  const behind = applied < channel.seq.sliced;
  const items = rowsToRender(virtualizer.getVirtualItems(), behind ? channel.drawn : null);
  useLayoutEffect(() => {
    // The scroller may have been attached only after the owner's first commit (a column's
    // scroller is an ancestor: its ref is set after the effects inside it ran); the rows are
    // what renders from then on, so they look for it too (a no-op once it is known).
    virtualizer._willUpdate();
    channel.drawn = new Map(items.map((item) => [item.key, { start: item.start, size: item.size }]));
    // A sliced render commits the places it read when it started; rows moved since go to their
    // current ones before this frame paints.
    placeRows(channel, virtualizer);
    // Only a render that drew the range ends the sliced one in flight.
    if (!behind) committed(channel.chase, renderRows(channel), sliceRows(channel));
  });
  return items;
}

/** A virtualizer over an element that scrolls (a deck column). */
export function useSlicedVirtualizer<S extends Element, I extends Element>(options: PartialKeys<VirtualizerOptions<S, I>, Own>): Sliced<S, I> {
  return useSlicedVirtualizerBase<S, I>({ observeElementRect, observeElementOffset, scrollToFn: elementScroll, ...options });
}

/** A virtualizer over the window's scroll. */
export function useSlicedWindowVirtualizer<I extends Element>(options: PartialKeys<VirtualizerOptions<Window, I>, Own | 'getScrollElement'>): Sliced<Window, I> {
  return useSlicedVirtualizerBase<Window, I>({
    getScrollElement: () => (typeof document !== 'undefined' ? window : null),
    observeElementRect: observeWindowRect,
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    initialOffset: () => (typeof document !== 'undefined' ? window.scrollY : 0),
    ...options,
  });
}
