import { useEffect, useState } from 'react';
import { afterNextPaint, type Schedule } from '@/ui/scheduling/after-next-paint';

/**
 * Whether the virtualizer renders the rows a scroll brings in inside the scroll event (flushSync).
 * It does not: that event runs in the frame, so the render made the frame long. In a task of its
 * own the frame stays short, and the overscan below covers the rows until they come. Paired at 4×
 * CPU (2,000 notes, two runs each): frame p50 33 → 17 ms, long tasks 87–162 → 11–13.
 */
export const RENDER_IN_SCROLL_EVENT = false;

/** Rows rendered beyond each edge of the viewport once the timeline is on screen. */
export const OVERSCAN = 4;

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
