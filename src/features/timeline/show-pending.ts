/** What the pill needs of the feed's virtualizer. */
export interface PillScroller {
  scrollToOffset(offset: number): void;
}

/**
 * The new-notes pill was clicked: the waiting notes join the list and the feed goes to its top.
 *
 * The scroll is a command of the virtualizer, never a write to the scroller behind its back: the
 * list grows above the reader in the same tick, and until the scroll event arrives the virtualizer
 * still believes it is where the reader was. A row measured meanwhile (a row the new notes moved,
 * an ad slot that moved with the indices) would then be "corrected" relative to that old place,
 * scrolling the reader straight back to the old notes instead of the new ones. While a command of
 * its own awaits its read-back, the virtualizer makes no such correction.
 */
export function showPendingNotes(accept: () => void, virtualizer: PillScroller, top: number): void {
  accept();
  virtualizer.scrollToOffset(Math.max(0, top));
}
