// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyCustomCss, shouldReduceMotion } from './appearance';
import { isSafeMode } from './safe-mode';

describe('shouldReduceMotion', () => {
  const base = { animation: true, reduceAnimation: false, devicePrefersReduced: false, motionDespiteReducedMotion: false };
  it('follows the device unless the user keeps motion on', () => {
    expect(shouldReduceMotion(base)).toBe(false);
    expect(shouldReduceMotion({ ...base, devicePrefersReduced: true })).toBe(true);
    expect(shouldReduceMotion({ ...base, devicePrefersReduced: true, motionDespiteReducedMotion: true })).toBe(false);
  });
  it('the user can always turn motion off', () => {
    expect(shouldReduceMotion({ ...base, reduceAnimation: true })).toBe(true);
    expect(shouldReduceMotion({ ...base, animation: false, motionDespiteReducedMotion: true })).toBe(true);
  });
});

describe('custom CSS and safe mode', () => {
  afterEach(() => applyCustomCss(null));
  it('custom CSS goes last in the document and can be removed', () => {
    // (jsdom has no constructed sheets: the <style> fallback; Chromium's path is in the e2e CSP test.)
    applyCustomCss('body { color: red; }');
    const el = document.body.lastElementChild;
    expect(el?.tagName).toBe('STYLE');
    expect(el?.textContent).toBe('body { color: red; }');
    applyCustomCss('body { color: blue; }');
    expect(document.querySelectorAll('style')).toHaveLength(1);
    expect(document.body.lastElementChild?.textContent).toBe('body { color: blue; }');
    applyCustomCss('');
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
  it('?safemode=true', () => {
    expect(isSafeMode('?safemode=true')).toBe(true);
    expect(isSafeMode('?safemode=false')).toBe(false);
    expect(isSafeMode('')).toBe(false);
  });
});
