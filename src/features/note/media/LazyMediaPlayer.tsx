import { lazy } from 'react';

const load = () => import('./player/MediaPlayer');

/** The media player, loaded when the reader first presses play (never on the note row's start path). */
export const LazyMediaPlayer = lazy(load);

/** Fetches the player's code ahead of the press (hover, focus). */
export function preloadMediaPlayer(): void {
  void load().catch(() => undefined);
}
