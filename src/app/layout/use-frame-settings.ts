import { useEffect } from 'react';
import { useSetting } from '@/core/settings';
import { safeHttpUrl } from '@/core/entities/http-url';

/** The wallpaper's address, only when it is an http(s) URL; written percent-encoded, so it cannot leave a CSS string. */
export function wallpaperCss(value: string): string | null {
  const href = safeHttpUrl(value.trim());
  return href === null || /["\\\n\r]/.test(href) ? null : `url("${href}")`;
}

/**
 * Applies the frame settings to the document (installed once by the root layout): `wallpaper` behind
 * the layout, and `useBlurEffectForModal` (off: dialogs and drawers dim what is behind them without
 * blurring it; CSS reads `data-no-modal-blur` on <html>).
 */
export function useFrameSettings(): void {
  const [wallpaper] = useSetting('wallpaper');
  const [modalBlur] = useSetting('useBlurEffectForModal');

  useEffect(() => {
    const css = wallpaperCss(wallpaper);
    const body = document.body.style;
    if (!css) {
      delete document.documentElement.dataset.wallpaper;
      return;
    }
    document.documentElement.dataset.wallpaper = '';
    body.backgroundImage = css;
    body.backgroundSize = 'cover';
    body.backgroundPosition = 'center';
    body.backgroundAttachment = 'fixed';
    return () => {
      body.backgroundImage = '';
      body.backgroundSize = '';
      body.backgroundPosition = '';
      body.backgroundAttachment = '';
      delete document.documentElement.dataset.wallpaper;
    };
  }, [wallpaper]);

  useEffect(() => {
    const root = document.documentElement;
    if (modalBlur) delete root.dataset.noModalBlur;
    else root.dataset.noModalBlur = '';
  }, [modalBlur]);
}
