import { useSyncExternalStore } from 'react';

/** Whether a media query matches now; follows changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Widgets columns need at least this width (spec: wide screens). */
export const WIDE_SCREEN_QUERY = '(min-width: 1300px)';
