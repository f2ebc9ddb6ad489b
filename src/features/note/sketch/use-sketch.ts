import { startTransition, useCallback, useEffect, useState, type RefObject } from 'react';
import { isFlinging, whenScrollSlows } from '../capture/scroll-settle';
import { framesRunningLate } from './late-frames';
import { upgradeWhenSeen } from './seen-rows';
import { loadedSketch, loadSketch } from './sketch-loader';

/**
 * Whether a row draws its note as a sketch (NoteSketch): true for a row that mounted while the
 * reader skims (isFlinging: the wheel or a fling, above the speed threshold) on a device whose
 * frames are running late (framesRunningLate), until the scrolling
 * slows below reading pace or stops, or the row has been in view for SKETCH_IN_VIEW_MS (seen-rows.ts); then the
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
    const el = row.current;
    const unwatch = el ? upgradeWhenSeen(el, upgrade) : undefined;
    return () => {
      cancel();
      unwatch?.();
    };
  }, [sketch, row]);
  const full = useCallback(() => setSketch(false), []);
  return { sketch: sketch && eligible, full };
}
