import { describe, expect, it } from 'vitest';
import { blend, contrast, CONTRAST_AA, parseColor } from '../color';
import { compileTheme } from '../compile';
import type { ThemeKey } from '../theme-keys';
import { BUILTIN_THEMES, DARK_THEMES, LIGHT_THEMES } from './index';

const SPEC_LIGHT = ['rosepinedawn', 'light', 'nord', 'gruvbox', 'coffee', 'apricot', 'rainy', 'vivid', 'cherry', 'sushi', 'u0'];
const SPEC_DARK = ['rosepine', 'rosepinemoon', 'dark', 'nord', 'gruvbox', 'catppuccin-frappe', 'catppuccin-mocha', 'persimmon', 'astro', 'future', 'botanical', 'green-lime', 'green-orange', 'cherry', 'ice', 'u0'];

describe('built-in themes', () => {
  it('are the 27 of spec section 3 plus the two soft-colour ones, with unique ids', () => {
    expect(LIGHT_THEMES.map((t) => t.id).sort()).toEqual([...SPEC_LIGHT, 'soft'].map((id) => `l-${id}`).sort());
    expect(DARK_THEMES.map((t) => t.id).sort()).toEqual([...SPEC_DARK, 'soft'].map((id) => `d-${id}`).sort());
    expect(new Set(BUILTIN_THEMES.map((t) => t.id)).size).toBe(29);
    for (const t of LIGHT_THEMES) expect(t.base).toBe('light');
    for (const t of DARK_THEMES) expect(t.base).toBe('dark');
  });

  // Text colours on each surface they are drawn on: at least 4.5:1 (WCAG AA).
  const TEXT: ThemeKey[] = ['fg', 'fgTransparent', 'accent', 'link', 'hashtag', 'renote', 'error', 'success', 'warn'];
  const SURFACES: ThemeKey[] = ['bg', 'panel', 'navBg'];
  it.each(BUILTIN_THEMES.map((t) => [t.id, t] as const))('%s: text on its backgrounds is at least 4.5:1', (_id, theme) => {
    const c = compileTheme(theme);
    const color = (k: ThemeKey) => parseColor(c[k])!;
    const failures: string[] = [];
    const check = (name: string, ratio: number) => {
      if (ratio < CONTRAST_AA) failures.push(`${name} ${ratio.toFixed(2)}`);
    };
    for (const s of SURFACES) {
      for (const k of TEXT) check(`${k} on ${s}`, contrast(color(k), color(s)));
      // Secondary text across the app is the text colour at 70% opacity.
      check(`fg at 70% on ${s}`, contrast({ ...color('fg'), a: 0.7 }, color(s)));
      check(`fg on buttonBg over ${s}`, contrast(color('fg'), blend(color('buttonBg'), color(s))));
      check(`accent on accentedBg over ${s}`, contrast(color('accent'), blend(color('accentedBg'), color(s))));
    }
    check('fgOnAccent on accent', contrast(color('fgOnAccent'), color('accent')));
    expect(failures).toEqual([]);
  });

  // Text the note row draws over a tinted control, as its CSS sets it: a poll choice and its count
  // (undimmed) over the result bar (accent at 20% over buttonBg, NotePoll.module.css) and the CW summary at 80%
  // on its button (Note.module.css). Found by axe in the non-default themes at 35% and 70%.
  it.each(BUILTIN_THEMES.map((t) => [t.id, t] as const))('%s: text over tinted note controls is at least 4.5:1', (_id, theme) => {
    const c = compileTheme(theme);
    const color = (k: ThemeKey) => parseColor(c[k])!;
    const failures: string[] = [];
    for (const s of SURFACES) {
      const button = blend(color('buttonBg'), color(s));
      const bar = blend({ ...color('accent'), a: 0.2 }, button);
      const poll = contrast(color('fg'), bar);
      if (poll < CONTRAST_AA) failures.push(`poll choice over its bar on ${s} ${poll.toFixed(2)}`);
      const cw = contrast({ ...color('fg'), a: 0.8 }, button);
      if (cw < CONTRAST_AA) failures.push(`CW summary on buttonBg over ${s} ${cw.toFixed(2)}`);
    }
    expect(failures).toEqual([]);
  });

  // The default themes are what most readers see: there links, accents and faint text also pass at
  // the 80% opacity some screens dim them to.
  it.each(BUILTIN_THEMES.filter((t) => t.id === 'l-light' || t.id === 'd-dark').map((t) => [t.id, t] as const))('%s: dimmed text still reaches 4.5:1', (_id, theme) => {
    const c = compileTheme(theme);
    const color = (k: ThemeKey) => parseColor(c[k])!;
    const failures: string[] = [];
    for (const s of SURFACES) {
      for (const k of ['link', 'hashtag', 'mention', 'accent'] as const) {
        const ratio = contrast({ ...color(k), a: 0.8 }, color(s));
        if (ratio < CONTRAST_AA) failures.push(`${k} at 80% on ${s} ${ratio.toFixed(2)}`);
      }
      const faint = color('fgTransparent');
      const ratio = contrast({ ...faint, a: faint.a * 0.8 }, color(s));
      if (ratio < CONTRAST_AA) failures.push(`fgTransparent at 80% on ${s} ${ratio.toFixed(2)}`);
    }
    expect(failures).toEqual([]);
  });
});
