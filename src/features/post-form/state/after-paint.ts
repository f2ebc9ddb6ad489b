/**
 * Runs `fn` once after the next paint following a change of the store, however many changes came
 * in between. A view that follows the text but is not the text (the counter) then leaves the
 * keystroke's own frame to the typed character: it updates in the task right after that frame is
 * produced, and a burst of keystrokes costs it one update per frame.
 */
import { afterNextPaint, type Schedule } from '@/ui/scheduling/after-next-paint';
import type { TextStore } from './text-store';

export type { Schedule };

export function subscribeAfterPaint(store: Pick<TextStore, 'subscribe'>, fn: () => void, schedule: Schedule = afterNextPaint): () => void {
  let cancel: (() => void) | null = null;
  const off = store.subscribe(() => {
    if (cancel) return;
    cancel = schedule(() => {
      cancel = null;
      fn();
    });
  });
  return () => {
    off();
    cancel?.();
    cancel = null;
  };
}
