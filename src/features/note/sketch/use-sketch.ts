import { startTransition, useCallback, useEffect, useState, type RefObject } from 'react';
import { isFlinging, whenScrollSlows } from '../capture/scroll-settle';
import { framesRunningLate } from './late-frames';
import { loadedSketch, loadSketch } from './sketch-loader';

/**
 * A sketch that has been in view this long becomes the full note even while the reader keeps
 * skimming (they may be looking at it). At 2,400 px/s a row crosses an 800 px viewport in a third
 * of that, so a row only flown past never pays for its full rendering.
 */
export const SKETCH_IN_VIEW_MS = 1000;

function inView(el: Element | null): boolean {
  if (!el) return false;
  const box = el.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
}

/**
 * Whether a row draws its note as a sketch (NoteSketch): true for a row that mounted while the
 * reader skims (isFlinging: the wheel or a fling, above the speed threshold) on a device whose
 * frames are running late (framesRunningLate), until the scrolling
 * slows below reading pace or stops, or the row has been in view for SKETCH_IN_VIEW_MS; then the
 * full note replaces the sketch as a transition, which React renders in slices between frames.
 * A reader who scrolls at reading pace never sees one. `full` renders the full note at once
 * (keyboard focus on the row).
 */
export function useSketch(eligible: boolean, row: RefObject<Element | null>): { sketch: boolean; full: () => void } {
  const [sketch, setSketch] = useState(() => {
    // Only on a device that is falling behind: a fast one draws the real notes as fast.
    if (!eligible || !isFlinging() || !framesRunningLate()) return false;
    if (loadedSketch()) return true;
    void loadSketch();
    return false;
  });
  useEffect(() => {
    if (!sketch) return;
    const upgrade = () => startTransition(() => setSketch(false));
    const cancel = whenScrollSlows(upgrade);
    let timer: ReturnType<typeof setTimeout>;
    const look = () => {
      timer = setTimeout(() => (inView(row.current) ? upgrade() : look()), SKETCH_IN_VIEW_MS);
    };
    look();
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [sketch, row]);
  const full = useCallback(() => setSketch(false), []);
  return { sketch: sketch && eligible, full };
}
