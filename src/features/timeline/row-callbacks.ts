import { useCallback } from 'react';
import { cachedHeight, rememberHeight, typicalHeight } from './height-cache';

/**
 * Before any note of a place was measured. Rather above a typical note (about 185 px on a
 * 1280 px page): a first render that guesses too high makes no row it then throws away (the
 * measured rows pull the next ones in, in the same task); at 140 it made a row below the fold.
 */
export const ESTIMATE = 200;

/**
 * The virtualizer's per-row callbacks for a feed of notes in `place`, stable while the list of
 * notes is the same (the virtualizer recomputes every row's offset whenever `getItemKey` changes,
 * so a callback made afresh on each render would redo that on every scroll step):
 * - estimates from the height cache (the note's own height, else the typical height there), so a
 *   row that mounts at its real height needs no second pass;
 * - a row attached again takes its cached height without a layout read inside the commit (the
 *   ResizeObserver's entry follows before the frame is painted).
 */
export function useRowCallbacks<T extends { id: string }>(shown: readonly T[], place: string) {
  const getItemKey = useCallback((index: number) => shown[index]?.id ?? index, [shown]);
  const estimateSize = useCallback((index: number) => cachedHeight(place, shown[index]?.id ?? '') ?? typicalHeight(place) ?? ESTIMATE, [shown, place]);
  const measureElement = useCallback(
    (el: Element, entry: ResizeObserverEntry | undefined) => {
      const id = (el as HTMLElement).dataset.key;
      const box = entry?.borderBoxSize?.[0];
      // As the virtualizer's own measure: whole pixels (a fraction would re-measure forever).
      // A row attached by React: its cached height when known (no layout read inside the commit).
      const height = box ? Math.round(box.blockSize) : ((id ? cachedHeight(place, id) : undefined) ?? (el as HTMLElement).offsetHeight);
      // A row drawn as a sketch (its article aria-busy) is only about the note's height: the note's is remembered once it is drawn in full.
      if (id && el.firstElementChild?.getAttribute('aria-busy') !== 'true') rememberHeight(place, id, height);
      return height;
    },
    [place],
  );
  /** The note's measured height in this place, if it was drawn in full here (a sketch is held at it). */
  const knownHeight = useCallback((id: string) => cachedHeight(place, id), [place]);
  return { getItemKey, estimateSize, measureElement, knownHeight };
}
