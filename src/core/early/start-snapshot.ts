/**
 * The start snapshot on screen (painted by src/app/early/early.ts): the app takes it away as soon
 * as it has painted its own first note, or at once when something needs the reader's attention
 * (an error state or any alert), so the picture of the last session never hides what is true now.
 */

import { dropSheets } from './picture-sheets';

/**
 * The picture's root style (its theme's custom properties, set on <html> by the early script) moves
 * onto the picture itself, where they still apply to it, before the app applies its own appearance:
 * left on <html>, a theme chosen since the picture was taken would be overlaid by the old one's
 * properties for the whole session (the app removes only the properties it set itself).
 * Call before anything of the app touches the root's style.
 */
export function detachSnapshotRootStyle(): void {
  const early = typeof window === 'undefined' ? undefined : window.__early;
  if (!early?.rootStyled) return;
  early.rootStyled = false;
  const html = document.documentElement;
  const style = html.getAttribute('style') ?? '';
  html.removeAttribute('style');
  const host = early.snapshot;
  if (host && style) host.style.cssText = `${style};${host.style.cssText}`;
}

/** Takes the snapshot of the last session off the screen. */
export function dropStartSnapshot(): void {
  const early = typeof window === 'undefined' ? undefined : window.__early;
  early?.snapshot?.remove();
  dropSheets(early?.sheets);
  if (early) early.snapshot = null;
  document.getElementById('start-snapshot')?.remove();
  document.documentElement.removeAttribute('data-early-snapshot');
}

/** Drops the snapshot when an alert appears outside it; returns a function that stops watching. */
export function dropStartSnapshotOnAlert(): () => void {
  if (!document.getElementById('start-snapshot')) return () => {};
  const check = () => {
    for (const el of Array.from(document.querySelectorAll('[role="alert"], [role="alertdialog"]'))) {
      if (!el.closest('#start-snapshot')) {
        observer.disconnect();
        dropStartSnapshot();
        return;
      }
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  check();
  return () => observer.disconnect();
}
