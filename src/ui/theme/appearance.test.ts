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
    applyCustomCss('body { color: red; }');
    const el = document.getElementById('custom-css');
    expect(el?.textContent).toBe('body { color: red; }');
    expect(document.body.lastElementChild).toBe(el);
    applyCustomCss('');
    expect(document.getElementById('custom-css')).toBeNull();
  });
  it('?safemode=true', () => {
    expect(isSafeMode('?safemode=true')).toBe(true);
    expect(isSafeMode('?safemode=false')).toBe(false);
    expect(isSafeMode('')).toBe(false);
  });
});
