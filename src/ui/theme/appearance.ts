/**
 * Appearance settings applied to the document: font size steps, avatar size, system font or a
 * chosen font (loaded on first use), reduced motion, and custom CSS applied last.
 */
export const AVATAR_SCALE = { small: 0.8, medium: 1, large: 1.25 } as const;

export interface MotionInput {
  /** The `animation` setting (off = no animation at all). */
  animation: boolean;
  reduceAnimation: boolean;
  /** The device asks for reduced motion (prefers-reduced-motion). */
  devicePrefersReduced: boolean;
  /** The user keeps motion on even so. */
  motionDespiteReducedMotion: boolean;
}

/** Whether transitions and animations (MFM's too) are turned off. */
export function shouldReduceMotion(m: MotionInput): boolean {
  if (!m.animation || m.reduceAnimation) return true;
  return m.devicePrefersReduced && !m.motionDespiteReducedMotion;
}

const CUSTOM_CSS_ID = 'custom-css';

/** Puts the user's CSS after everything else (at the end of <body>, after every stylesheet in <head>). */
export function applyCustomCss(css: string | null): void {
  let el = document.getElementById(CUSTOM_CSS_ID) as HTMLStyleElement | null;
  if (!css || !css.trim()) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('style');
    el.id = CUSTOM_CSS_ID;
  }
  if (el.textContent !== css) el.textContent = css;
  // Re-append so it stays last even after lazily loaded stylesheets.
  document.body.appendChild(el);
}
