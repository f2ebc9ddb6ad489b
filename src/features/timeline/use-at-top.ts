import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the reader is at the top of the window (within a few pixels of `offset`), checked once a
 * frame while scrolling; `recheck` reads it now (a frame may not have come since the last scroll).
 */
export function useAtTop(offset: () => number, threshold = 8): [atTop: boolean, recheck: () => void] {
  const [atTop, setAtTop] = useState(true);
  const recheck = useCallback(() => setAtTop(window.scrollY <= offset() + threshold), [offset, threshold]);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      recheck();
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    recheck();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [recheck]);
  return [atTop, recheck];
}
