import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A boolean state that is set only when it changes. React's setState with the same value is not
 * free while other updates are pending (a row render in flight during a scroll): it schedules a
 * render of the component, which then bails out. Once a frame, that was half of the timeline's
 * renders while scrolling.
 */
export function useChangedFlag(initial: boolean): [value: boolean, set: (next: boolean) => void] {
  const [value, setValue] = useState(initial);
  const last = useRef(initial);
  const set = useCallback((next: boolean) => {
    if (last.current === next) return;
    last.current = next;
    setValue(next);
  }, []);
  return [value, set];
}

/**
 * Whether the reader is at the top of the window (within a few pixels of `offset`), checked once a
 * frame while scrolling; `recheck` reads it now (a frame may not have come since the last scroll).
 */
export function useAtTop(offset: () => number, threshold = 8): [atTop: boolean, recheck: () => void] {
  const [atTop, setAtTop] = useChangedFlag(true);
  const recheck = useCallback(() => setAtTop(window.scrollY <= offset() + threshold), [offset, threshold, setAtTop]);
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
