import { useEffect } from 'react';
import { useSetting } from '@/core/settings';
import { useMediaQuery } from '@/ui/layouts/use-media-query';
import { applyCustomCss, AVATAR_SCALE, shouldReduceMotion } from './appearance';
import { isSafeMode } from './safe-mode';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Applies the appearance settings to <html> (installed once by the root layout). */
export function useAppearance(): void {
  const [fontSize] = useSetting('fontSize');
  const [useSystemFont] = useSetting('useSystemFont');
  const [fontFamily] = useSetting('fontFamily');
  const [avatarSize] = useSetting('avatarSize');
  const [customCss] = useSetting('customCss');
  const [animation] = useSetting('animation');
  const [reduceAnimation] = useSetting('reduceAnimation');
  const [motionDespiteReducedMotion] = useSetting('motionDespiteReducedMotion');
  const devicePrefersReduced = useMediaQuery(REDUCED_MOTION_QUERY);
  const reduceMotion = shouldReduceMotion({ animation, reduceAnimation, devicePrefersReduced, motionDespiteReducedMotion });

  useEffect(() => {
    const root = document.documentElement;
    if (fontSize === 'medium') delete root.dataset.fontSize;
    else root.dataset.fontSize = fontSize;
  }, [fontSize]);

  useEffect(() => {
    const scale = AVATAR_SCALE[avatarSize] ?? 1;
    if (scale === 1) document.documentElement.style.removeProperty('--avatarScale');
    else document.documentElement.style.setProperty('--avatarScale', String(scale));
  }, [avatarSize]);

  useEffect(() => {
    const root = document.documentElement;
    if (useSystemFont) root.dataset.useSystemFont = '';
    else delete root.dataset.useSystemFont;
    if (useSystemFont || !fontFamily) {
      root.style.removeProperty('--appFont');
      delete root.dataset.font;
      return;
    }
    let alive = true;
    void import('./fonts').then(({ resolveFontChoice }) => {
      const choice = resolveFontChoice(fontFamily);
      if (!alive || !choice) return;
      void choice.load?.();
      root.style.setProperty('--appFont', choice.family);
      root.dataset.font = choice.id;
    });
    return () => {
      alive = false;
    };
  }, [fontFamily, useSystemFont]);

  useEffect(() => {
    const root = document.documentElement;
    if (reduceMotion) root.dataset.reduceMotion = '';
    else delete root.dataset.reduceMotion;
  }, [reduceMotion]);

  useEffect(() => {
    applyCustomCss(isSafeMode() ? null : customCss);
  }, [customCss]);
}
