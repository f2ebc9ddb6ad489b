import { useEffect, useState, type RefObject } from 'react';
import { POST_FORM_WIDTH_THRESHOLDS } from '@/core/constants';

export type WidthClass = 'narrow' | 'medium' | 'wide';

/** Layout thresholds 310 and 500 (spec section 9): narrow below 310, medium below 500. */
export function widthClass(width: number): WidthClass {
  const [small, large] = POST_FORM_WIDTH_THRESHOLDS;
  if (width > 0 && width < small) return 'narrow';
  if (width > 0 && width < large) return 'medium';
  return 'wide';
}

export function useContainerWidth(ref: RefObject<HTMLElement | null>): WidthClass {
  const [cls, setCls] = useState<WidthClass>('wide');
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width ?? el.clientWidth;
      setCls(widthClass(w));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return cls;
}
