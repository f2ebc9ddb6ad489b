import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  observeWindowOffset,
  observeWindowRect,
  Virtualizer,
  windowScroll,
  type PartialKeys,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { startTransition, useLayoutEffect, useReducer, useRef, useState } from 'react';

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
export function onVirtualizerChange(chase: Chase, scrolling: boolean, render: () => void, transition: (fn: () => void) => void = startTransition): void {
  if (!scrolling) return render();
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
 * TanStack Virtual's React binding, with one difference: rows a scroll brings in render in slices
 * between frames (onVirtualizerChange) instead of in one task. At 4× CPU a note takes about 20 ms
 * of main thread from render to paint, so a task that renders two of them drops frames. (The
 * binding's flushSync inside the scroll event was worse still: the render ran inside the frame.)
 */
function useSlicedVirtualizerBase<S extends Element | Window, I extends Element>(options: VirtualizerOptions<S, I>): Virtualizer<S, I> {
  const rerender = useReducer((x: number) => x + 1, 0)[1] as () => void;
  const chase = useRef<Chase>({ pending: false, again: false });
  const resolved: VirtualizerOptions<S, I> = {
    ...options,
    onChange: (v, sync) => {
      onVirtualizerChange(chase.current, v.isScrolling, rerender);
      options.onChange?.(v, sync);
    },
  };
  const [instance] = useState(() => new Virtualizer<S, I>(resolved));
  instance.setOptions(resolved);
  useLayoutEffect(() => instance._didMount(), [instance]);
  useLayoutEffect(() => {
    committed(chase.current, rerender);
    return instance._willUpdate();
  });
  return instance;
}

/** A virtualizer over an element that scrolls (a deck column). */
export function useSlicedVirtualizer<S extends Element, I extends Element>(options: PartialKeys<VirtualizerOptions<S, I>, Own>): Virtualizer<S, I> {
  return useSlicedVirtualizerBase<S, I>({ observeElementRect, observeElementOffset, scrollToFn: elementScroll, ...options });
}

/** A virtualizer over the window's scroll. */
export function useSlicedWindowVirtualizer<I extends Element>(options: PartialKeys<VirtualizerOptions<Window, I>, Own | 'getScrollElement'>): Virtualizer<Window, I> {
  return useSlicedVirtualizerBase<Window, I>({
    getScrollElement: () => (typeof document !== 'undefined' ? window : null),
    observeElementRect: observeWindowRect,
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    initialOffset: () => (typeof document !== 'undefined' ? window.scrollY : 0),
    ...options,
  });
}
