import { createContext, useContext } from 'react';
import type { EmojiResolver } from './emoji-url';
import { settingBundle, useSettingBundle } from './setting-bundle';

/**
 * Per-note play/stop of animated MFM: a note provides `true` or `false` for everything inside
 * it; `null` (no provider) means "as the settings say".
 */
export const MfmAnimationContext = createContext<boolean | null>(null);

/** Instance emoji lookup for local authors, provided once by the app. */
export const MfmEmojiResolverContext = createContext<EmojiResolver | null>(null);

/**
 * Asks, once, for the instance's custom emoji list: called by a text that had more guessed emoji
 * names than `MFM_MAX_GUESSED_EMOJI` while the app held no fresh list. Provided once by the app.
 */
export const MfmEmojiListRequestContext = createContext<(() => void) | null>(null);

/** The settings every MFM text reads, as one bundle (one subscription for all texts on screen). */
export const mfmSettings = settingBundle(['animation', 'animatedMfm', 'advancedMfm', 'emojiStyle', 'disableShowingAnimatedImages']);

/** Whether animated MFM plays by default (before any per-note toggle): `animatedMfm`. */
export function useMfmAnimationDefault(): boolean {
  const { animation, animatedMfm } = useSettingBundle(mfmSettings);
  return animation && animatedMfm;
}

/**
 * The effective animation state: never while the `animation` setting is off; otherwise the
 * explicit prop, else the nearest note's toggle, else `animatedMfm`.
 */
export function useMfmAnimate(explicit: boolean | undefined): boolean {
  const { animation, animatedMfm } = useSettingBundle(mfmSettings);
  const fromNote = useContext(MfmAnimationContext);
  if (!animation) return false;
  return explicit ?? fromNote ?? animatedMfm;
}
