import type { Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { readingLine, type ReaderPosition } from './reader-position';

/** Placements again while late rows are measured. */
const SETTLE_MS = [50, 150, 300];
/** How long the place is held at most; the reader's own input ends it at once. */
export const RESUME_HOLD_MS = 1_000;
/** Input by which the reader takes over (a pill click included). */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Puts the reader back at the remembered note (`resume`) and holds them there while the page
 * settles: rows measured late, and scrolls the reader did not make (a scroll reset after the
 * router's first load) put the note back in its place. The reader's input, or the end of the hold,
 * calls `finish` (which must end `active`).
 */
export function useResumePosition(
  resume: ReaderPosition | null,
  active: boolean,
  virtualizer: Virtualizer<Window, Element>,
  shown: readonly { id: string }[],
  finish: () => void,
): void {
  const vRef = useRef(virtualizer);
  vRef.current = virtualizer;
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const finishRef = useRef(finish);
  finishRef.current = finish;
  useEffect(() => {
    if (!resume || !active) return;
    const v = vRef.current;
    const indexNow = () => shownRef.current.findIndex((n) => n.id === resume.id);
    const start = indexNow();
    if (start < 0) {
      finishRef.current();
      return;
    }
    const place = () => {
      const m = v.measurementsCache[indexNow()];
      const y = m ? m.start + resume.offset - readingLine() : NaN;
      if (m && Math.abs(window.scrollY - y) >= 1) window.scrollTo(0, y);
    };
    const end = () => finishRef.current();
    v.scrollToIndex(start, { align: 'start' });
    place();
    const timers = SETTLE_MS.map((ms) => setTimeout(place, ms));
    const done = setTimeout(end, RESUME_HOLD_MS);
    window.addEventListener('scroll', place, { passive: true });
    for (const type of READER_INPUT) window.addEventListener(type, end, { capture: true, passive: true });
    return () => {
      timers.forEach(clearTimeout);
      clearTimeout(done);
      window.removeEventListener('scroll', place);
      for (const type of READER_INPUT) window.removeEventListener(type, end, { capture: true });
    };
  }, [resume, active]);
}
