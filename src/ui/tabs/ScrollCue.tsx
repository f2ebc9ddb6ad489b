import { useEffect, useRef, type ReactNode } from 'react';
import styles from './ScrollCue.module.css';

/** Marks which edges of a sideways-scrolling strip have more beyond them (a pixel of slack for rounding). */
function mark(wrap: HTMLElement, strip: HTMLElement): void {
  const max = strip.scrollWidth - strip.clientWidth;
  const left = Math.abs(strip.scrollLeft);
  wrap.toggleAttribute('data-more-start', max > 1 && left > 1);
  wrap.toggleAttribute('data-more-end', max > 1 && left < max - 1);
}

/** Scrolls the strip (only the strip, never the page) so that its selected tab is in view. */
function revealSelected(strip: HTMLElement): void {
  const tab = strip.querySelector<HTMLElement>('[aria-selected="true"]');
  if (!tab) return;
  const from = tab.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
  if (from < strip.scrollLeft) strip.scrollLeft = from;
  else if (from + tab.offsetWidth > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = from + tab.offsetWidth - strip.clientWidth;
}

/**
 * Wraps a tab strip that scrolls sideways (its only child) with a scroll cue: a fade and a chevron
 * on each side that has more tabs, updated on scroll and resize without re-rendering. The selected
 * tab is kept in view when `selected` changes.
 */
export function ScrollCue({ selected, children }: { selected?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wrap = ref.current;
    const strip = wrap?.firstElementChild;
    if (!wrap || !(strip instanceof HTMLElement)) return;
    const update = () => mark(wrap, strip);
    update();
    strip.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    // The strip's box, and its tabs (their labels change width with the language and the fonts).
    for (const el of [strip, ...Array.from(strip.children)]) observer?.observe(el);
    return () => {
      strip.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  useEffect(() => {
    const strip = ref.current?.firstElementChild;
    if (strip instanceof HTMLElement) revealSelected(strip);
  }, [selected]);
  return (
    <div ref={ref} className={styles.cue} data-scroll-cue="">
      {children}
      <span className={`${styles.edge} ${styles.start}`} aria-hidden="true" />
      <span className={`${styles.edge} ${styles.end}`} aria-hidden="true" />
    </div>
  );
}
