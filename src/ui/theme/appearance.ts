/**
 * Appearance settings applied to the document: font size steps, avatar size, system font or a
 * chosen font (loaded on first use), reduced motion, and custom CSS applied last.
 */
import { addSheet } from '@/core/early/picture-sheets';

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

/** The user's CSS on the page now, and what removes it. */
let custom: { css: string; remove: () => void } | null = null;

/**
 * Puts the user's CSS after everything else: a constructed sheet, which comes after every
 * stylesheet of the document (a `<style>` at the end of <body> where constructed sheets are missing).
 */
export function applyCustomCss(css: string | null): void {
  const next = css && css.trim() ? css : null;
  if (custom?.css === next) return;
  custom?.remove();
  custom = next === null ? null : { css: next, remove: addSheet(document, next, document.body) };
}
