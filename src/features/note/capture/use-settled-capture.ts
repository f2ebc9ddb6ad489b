import { useEffect } from 'react';
import { getStream } from '@/core/stream/stream-instance';
import { whenScrollSettles } from './scroll-settle';

/**
 * `useNoteCapture` for note rows: the note's `noteUpdated` events are subscribed at once when the
 * row mounts while the reader is still, or as soon as the scrolling stops while it is still on
 * screen — rows that only fly past during a fling never subscribe (nor re-render for it).
 */
export function useSettledNoteCapture(noteId: string | null | undefined): void {
  useEffect(() => {
    if (!noteId) return;
    let release: (() => void) | null = null;
    const cancel = whenScrollSettles(() => {
      release = getStream()?.captureNote(noteId) ?? null;
    });
    return () => {
      cancel();
      release?.();
    };
  }, [noteId]);
}
