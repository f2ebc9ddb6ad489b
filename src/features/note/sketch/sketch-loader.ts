import type { ComponentType } from 'react';
import type { Note } from '@/core/entities/note';

let sketch: ComponentType<{ note: Note }> | null = null;
let pending: Promise<void> | null = null;

/**
 * NoteSketch's code is a chunk of its own: it is needed only once the reader skims, never for the
 * first note, so it loads when the page is idle after the start (preload-interactions) or at the
 * first fast scroll. Until it is here, rows are drawn in full as before.
 */
export function loadSketch(): Promise<void> {
  return (pending ??= import('./NoteSketch').then(
    (m) => {
      sketch = m.NoteSketch;
    },
    () => {
      pending = null; // a later fast scroll tries again
    },
  ));
}

/** The sketch component once its code is here, else null. */
export function loadedSketch(): ComponentType<{ note: Note }> | null {
  return sketch;
}
