import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import styles from './controls/controls.module.css';

/**
 * Scrolls to the setting named by the URL hash and highlights it. The page may still be loading
 * (lazy chunk, server data), so it looks for the element for a short while.
 */
export function useAnchorJump(): void {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    const id = hash.replace(/^#/, '');
    if (!id) return;
    // Only inside the page the URL names (the previous page may still show while a chunk loads).
    const page = /^\/settings\/([^/]+)/.exec(pathname)?.[1];
    if (!page) return;
    let frame = 0;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const el = document.querySelector<HTMLElement>(`[data-settings-page="${CSS.escape(page)}"] [id="${CSS.escape(id)}"]`);
      if (!el) {
        if (tries++ < 300) frame = requestAnimationFrame(look);
        return;
      }
      el.scrollIntoView({ block: 'center' });
      el.classList.add(styles.highlight!);
      el.querySelector<HTMLElement>('input, select, textarea, button')?.focus({ preventScroll: true });
      timer = setTimeout(() => el.classList.remove(styles.highlight!), 2000);
    };
    look();
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [hash, pathname]);
}
