import { useEffect, type RefObject } from 'react';
import { useChangedFlag } from './use-at-top';

/** Whether an element scroller is at the top (within a few pixels of `offset`). */
export function useElementAtTop(scrollRef: RefObject<HTMLElement | null>, offset: () => number, threshold = 8): boolean {
  const [atTop, setAtTop] = useChangedFlag(true);
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      setAtTop(el.scrollTop <= offset() + threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [scrollRef, offset, threshold, setAtTop]);
  return atTop;
}
