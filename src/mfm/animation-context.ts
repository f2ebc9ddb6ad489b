import { createContext, useContext } from 'react';
import { useSetting } from '@/core/settings';
import type { EmojiResolver } from './emoji-url';

/**
 * Per-note play/stop of animated MFM: a note provides `true` or `false` for everything inside
 * it; `null` (no provider) means "as the settings say".
 */
export const MfmAnimationContext = createContext<boolean | null>(null);

/** Instance emoji lookup for local authors, provided once by the app. */
export const MfmEmojiResolverContext = createContext<EmojiResolver | null>(null);

/** Whether animated MFM plays by default (before any per-note toggle): `animatedMfm`. */
export function useMfmAnimationDefault(): boolean {
  const [animation] = useSetting('animation');
  const [animatedMfm] = useSetting('animatedMfm');
  return animation && animatedMfm;
}

/**
 * The effective animation state: never while the `animation` setting is off; otherwise the
 * explicit prop, else the nearest note's toggle, else `animatedMfm`.
 */
export function useMfmAnimate(explicit: boolean | undefined): boolean {
  const [animation] = useSetting('animation');
  const [animatedMfm] = useSetting('animatedMfm');
  const fromNote = useContext(MfmAnimationContext);
  if (!animation) return false;
  return explicit ?? fromNote ?? animatedMfm;
}
