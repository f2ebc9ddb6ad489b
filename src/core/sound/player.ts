/**
 * The one audio module: every sound goes through here. It plays at most one sound per
 * SOUND_MIN_INTERVAL_MS and respects the browser's autoplay rules (nothing before the reader has
 * interacted with the page; a refused play() is not an error).
 */
/** Spec, timing of effects: a sound plays at most once per 25 ms. */
export const SOUND_MIN_INTERVAL_MS = 25;

export interface PlayerDeps {
  now: () => number;
  createAudio: (url: string) => Pick<HTMLAudioElement, 'play' | 'volume'>;
  /** Whether the page may start audio (the reader has interacted with it). */
  mayPlay: () => boolean;
}

const defaultDeps: PlayerDeps = {
  now: () => performance.now(),
  createAudio: (url) => new Audio(url),
  mayPlay: () => {
    const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
    return activation ? activation.hasBeenActive : true;
  },
};

export function createSoundPlayer(deps: PlayerDeps = defaultDeps) {
  let last = -Infinity;
  return {
    /** Plays `url` at `volume` (0..1); false when throttled, silent, or not allowed yet. */
    play(url: string, volume: number): boolean {
      const v = Math.min(1, Math.max(0, volume));
      if (v <= 0 || !deps.mayPlay()) return false;
      const now = deps.now();
      if (now - last < SOUND_MIN_INTERVAL_MS) return false;
      last = now;
      const audio = deps.createAudio(url);
      audio.volume = v;
      const started = audio.play();
      if (started && typeof started.catch === 'function') started.catch(() => undefined);
      return true;
    },
  };
}

export const soundPlayer = createSoundPlayer();
