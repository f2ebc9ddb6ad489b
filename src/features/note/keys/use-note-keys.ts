import { useEffect } from 'react';
import { onNoteKey } from './note-key-handler';

/** Installs the keys on a focused note for the whole app (once, in the layout). */
export function useNoteKeys(): void {
  useEffect(() => {
    document.addEventListener('keydown', onNoteKey);
    return () => document.removeEventListener('keydown', onNoteKey);
  }, []);
}
