import { useEffect, useState } from 'react';
import { isFlinging, whenScrollSettles } from './scroll-settle';

/**
 * False for a row that mounted during a fling, until the scrolling stops: such a row can leave out
 * its heavy, interactive parts (keeping their space) — at fling speed nobody reads or clicks them,
 * and the row is usually gone again a few frames later. True at once otherwise.
 */
export function useFlingSettled(): boolean {
  const [settled, setSettled] = useState(() => !isFlinging());
  useEffect(() => {
    if (settled) return;
    return whenScrollSettles(() => setSettled(true));
  }, [settled]);
  return settled;
}
