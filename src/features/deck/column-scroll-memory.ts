import { useEffect, type RefObject } from 'react';

const RESTORE_AGAIN_MS = 100;
const positions = new Map<string, number>();

/**
 * Each column keeps its own scroll position while the deck is away (another page, a reload of
 * the layout): saved as it scrolls, restored on mount and again after 100 ms (as the page's).
 */
export function useColumnScrollMemory(key: string, ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const saved = positions.get(key);
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (saved) {
      el.scrollTop = saved;
      timer = setTimeout(() => {
        el.scrollTop = saved;
      }, RESTORE_AGAIN_MS);
    }
    const onScroll = () => positions.set(key, el.scrollTop);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      if (timer) clearTimeout(timer);
      el.removeEventListener('scroll', onScroll);
    };
  }, [key, ref]);
}
