import { startTransition, useEffect, useState } from 'react';
import { isFlinging, whenScrollSettles } from '../capture/scroll-settle';

/**
 * True for a row that mounted during a fling, until the scrolling stops; then the full note
 * replaces the sketch as a transition, which React renders in slices between frames (the rows in
 * view change over a few frames, not in one long task when the reader stops).
 */
export function useSketch(eligible: boolean): boolean {
  const [sketch, setSketch] = useState(() => eligible && isFlinging());
  useEffect(() => {
    if (!sketch) return;
    return whenScrollSettles(() => startTransition(() => setSketch(false)));
  }, [sketch]);
  return sketch && eligible;
}
