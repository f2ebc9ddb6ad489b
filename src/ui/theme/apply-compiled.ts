import { compileTheme, ThemeValueError } from './compile';
import { setThemeVars } from './apply-theme';
import { writeThemeCache } from './theme-cache';
import type { Theme } from './theme-keys';

/** Compiles and applies a theme (lazily loaded); a theme that does not compile leaves the default. */
export function applyCompiledTheme(theme: Theme, source: string): void {
  try {
    const vars = compileTheme(theme);
    setThemeVars(vars);
    writeThemeCache(source, vars);
  } catch (e) {
    if (!(e instanceof ThemeValueError)) throw e;
    console.warn('Theme does not compile; using the default.', e.message);
    setThemeVars(null);
  }
}
