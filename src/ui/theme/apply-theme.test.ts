// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme } from './apply-theme';
import { readThemeCache, THEME_CACHE_KEY } from './theme-cache';

const theme = { id: 't', name: 'T', base: 'dark' as const, props: { accent: '#ff0000', bg: '#000000' } };
const root = () => document.documentElement;

describe('applyTheme', () => {
  afterEach(async () => {
    await applyTheme(null, 'dark');
    localStorage.clear();
  });

  it('sets the compiled colours on the root and caches them with the app version', async () => {
    await applyTheme(theme, 'dark');
    expect(root().dataset.colorScheme).toBe('dark');
    expect(root().style.getPropertyValue('--accent')).toBe('#ff0000');
    expect(root().style.getPropertyValue('--focus')).toBe('#ff0000');
    expect(readThemeCache()?.vars.bg).toBe('#000000');
  });

  it('null removes the theme (global.css defaults apply) and the cache', async () => {
    await applyTheme(theme, 'dark');
    await applyTheme(null, 'light');
    expect(root().dataset.colorScheme).toBe('light');
    expect(root().style.getPropertyValue('--accent')).toBe('');
    expect(localStorage.getItem(THEME_CACHE_KEY)).toBeNull();
  });

  it('a cache from another app version is cleared (spec section 4)', () => {
    localStorage.setItem(THEME_CACHE_KEY, JSON.stringify({ version: '0.0.0-old', source: JSON.stringify(theme), vars: { accent: '#123456' } }));
    expect(readThemeCache()).toBeNull();
    expect(localStorage.getItem(THEME_CACHE_KEY)).toBeNull();
  });

  it('a theme that does not compile leaves the defaults', async () => {
    await applyTheme({ ...theme, props: { accent: 'not a colour' } }, 'dark');
    expect(root().style.getPropertyValue('--accent')).toBe('');
  });
});
