/**
 * The note's lazy public entry, beside index.ts and pure.ts: functions that load parts of the
 * feature on demand. A module of its own, with no static import: the start's code (src/app/boot)
 * calls it, and importing the feature's index there would make the index, and everything it
 * re-exports, part of the code that loads before the first note.
 */

/**
 * What a reader does first with a note (the reaction picker, the menus, the skimming sketches):
 * its code loaded before the first click, from a chunk of its own (preload-interactions.ts).
 */
export const loadNoteInteractions = (): Promise<unknown> => import('./preload-interactions').then((m) => m.preloadNoteInteractions());
