/**
 * The early script's key recording (early.ts): the first keys pressed on the start picture or the
 * splash, kept for the app. Like early.ts it imports nothing of the app at run time.
 */
import type { EarlyGlobal } from '@/core/early/early-types';

/**
 * Keys pressed before the app handles any (on the picture of the last session, or the splash) are
 * kept for it: a plain key, at most a few, given to the app's hotkeys when they start
 * (src/app/layout/use-hotkeys.ts). After that the app hears keys itself.
 */
export function holdKeys(g: EarlyGlobal): void {
  const keys: string[] = [];
  const onKey = (e: KeyboardEvent) => {
    if (keys.length < 4 && !e.repeat && e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) keys.push(e.key);
  };
  window.addEventListener('keydown', onKey, true);
  g.takeKeys = () => {
    window.removeEventListener('keydown', onKey, true);
    g.takeKeys = undefined;
    return keys.splice(0);
  };
}
