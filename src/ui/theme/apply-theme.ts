/**
 * Puts a theme on the root element. The default light and dark themes are global.css itself;
 * any other theme is compiled (by a lazily loaded module) into CSS custom properties set inline
 * on <html>, which override global.css. Kept small: it is part of what loads before the first note.
 */
import { clearThemeCache, readThemeCache } from './theme-cache';

export interface AppliedThemeLike {
  id: string;
  name: string;
  base?: 'light' | 'dark';
  kind?: 'light' | 'dark';
  props: Record<string, string>;
}

let applied: string[] = [];
let sequence = 0;

/** Sets (or, with null, removes) the inline theme variables. */
export function setThemeVars(vars: Record<string, string> | null): void {
  const style = document.documentElement.style;
  const had = applied.length > 0;
  for (const name of applied) style.removeProperty(name);
  applied = [];
  const meta = document.querySelector('meta[name="theme-color"]');
  if (!vars) {
    if (!had) return;
    // Back to the default theme's colour (global.css).
    const fallback = getComputedStyle(document.documentElement).getPropertyValue('--htmlThemeColor').trim();
    if (meta && fallback) meta.setAttribute('content', fallback);
    return;
  }
  for (const [key, value] of Object.entries(vars)) {
    const name = `--${key}`;
    style.setProperty(name, value);
    applied.push(name);
  }
  if (meta && vars.htmlThemeColor) meta.setAttribute('content', vars.htmlThemeColor);
}

/** Applies the colour scheme and the theme chosen for it (null: the default of that scheme). */
export function applyTheme(theme: AppliedThemeLike | null, scheme: 'light' | 'dark'): Promise<void> {
  const token = ++sequence;
  document.documentElement.dataset.colorScheme = scheme;
  if (!theme) {
    setThemeVars(null);
    clearThemeCache();
    return Promise.resolve();
  }
  const source = JSON.stringify(theme);
  const cached = readThemeCache();
  if (cached && cached.source === source) {
    setThemeVars(cached.vars);
    return Promise.resolve();
  }
  return import('./apply-compiled').then((m) => {
    if (token === sequence) m.applyCompiledTheme(theme, source);
  });
}
