import { useEffect, useState } from 'react';

/** Whether the reader is at the top of the window (within a few pixels of `offset`). */
export function useAtTop(offset: () => number, threshold = 8): boolean {
  const [atTop, setAtTop] = useState(true);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setAtTop(window.scrollY <= offset() + threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [offset, threshold]);
  return atTop;
}
