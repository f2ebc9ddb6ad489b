import type { Range } from '@tanstack/react-virtual';
import { useEffect, useState } from 'react';
import { afterNextPaint, type Schedule } from '@/ui/scheduling/after-next-paint';

/**
 * Rows rendered beyond each edge of the viewport once the timeline is on screen. Rows a scroll
 * brings in render in slices between frames (use-sliced-virtualizer.ts), so they arrive a few
 * frames after they enter this margin; six rows (about 1,000 px) show empty space below the rows
 * in a fast scroll at 4× CPU less often than four (bench, alternating runs: 16–32 % of sampled
 * frames against 47–57 % on a loaded machine).
 */
export const OVERSCAN = 6;

/**
 * The virtualizer's overscan: none until the first frame with rows in it has been produced, then
 * OVERSCAN. On a start about half of the rows the first render made were below the fold (8
 * rendered, 4 in view at 1280×800), and that render is on the path to the first note; the rows
 * beyond the viewport follow in the task after that frame, long before a reader can scroll to them.
 */
export function useOverscan(hasRows: boolean, schedule: Schedule = afterNextPaint): number {
  const [overscan, setOverscan] = useState(0);
  const waiting = overscan !== OVERSCAN && hasRows;
  useEffect(() => (waiting ? schedule(() => setOverscan(OVERSCAN)) : undefined), [waiting, schedule]);
  return overscan;
}

/** Rows kept behind the viewport while the reader scrolls (the rest of the overscan goes ahead). */
export const OVERSCAN_BEHIND = 2;

/**
 * Rows join and leave a scrolled list in groups of this many: the edges of the rendered range move
 * in steps of ROW_BATCH rows. Each change of the rendered rows costs a render, a commit and a pass
 * of style, layout, paint and layerizing over the page, whatever the number of rows in it; one
 * change per row made that fixed part most of the cost of scrolling (bench, 1× CPU, 10 s at
 * 6 px/ms: main-thread CPU 8.7 → 5.9 ms a frame with 3, 4.8 with 5; 5 made the frame that takes
 * them in longer at 4× CPU, 3 did not).
 */
export const ROW_BATCH = 3;

/**
 * The rows to render for the virtualizer's range: at rest, `overscan` rows on each side; while the
 * reader scrolls, at least as many rows in all, but most of them ahead in the direction of the
 * scroll, and both edges widened so that they move in steps of ROW_BATCH rows. The rows behind have been
 * seen; the rows ahead are the ones a fast scroll shows empty space for when they arrive late.
 */
export function rowsAround(range: Range, direction: 'forward' | 'backward' | null): number[] {
  const { startIndex, endIndex, overscan, count } = range;
  const behind = direction === null ? overscan : Math.min(overscan, OVERSCAN_BEHIND);
  const ahead = 2 * overscan - behind;
  let first = Math.max(0, startIndex - (direction === 'backward' ? ahead : behind));
  let last = Math.min(count - 1, endIndex + (direction === 'backward' ? behind : ahead));
  if (direction !== null && overscan > 0) {
    // Both edges widened by the same phase of the first row in view: the rows rendered change
    // only when that row crosses a multiple of ROW_BATCH.
    const phase = startIndex % ROW_BATCH;
    first = Math.max(0, first - phase);
    last = Math.min(count - 1, last + (ROW_BATCH - 1 - phase));
  }
  const rows: number[] = [];
  for (let i = first; i <= last; i++) rows.push(i);
  return rows;
}
