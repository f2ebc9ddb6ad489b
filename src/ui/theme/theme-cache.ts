/**
 * The last compiled theme, kept in localStorage (`theme`) so a returning reader gets their colours
 * before the compiler loads. Stamped with the app version: after a version change it is cleared
 * (spec section 4) and the theme is compiled again.
 */
import { APP_VERSION } from '@/core/app-version';

export const THEME_CACHE_KEY = 'theme';

export interface ThemeCacheEntry {
  version: string;
  /** JSON of the theme it was compiled from. */
  source: string;
  vars: Record<string, string>;
}

export function readThemeCache(): ThemeCacheEntry | null {
  try {
    const raw = localStorage.getItem(THEME_CACHE_KEY);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<ThemeCacheEntry>;
    if (entry.version !== APP_VERSION || typeof entry.source !== 'string' || typeof entry.vars !== 'object' || !entry.vars) {
      localStorage.removeItem(THEME_CACHE_KEY);
      return null;
    }
    return entry as ThemeCacheEntry;
  } catch {
    return null;
  }
}

export function writeThemeCache(source: string, vars: Record<string, string>): void {
  try {
    localStorage.setItem(THEME_CACHE_KEY, JSON.stringify({ version: APP_VERSION, source, vars } satisfies ThemeCacheEntry));
  } catch {
    // Storage full or unavailable: the theme still applies, it is only compiled again next time.
  }
}

export function clearThemeCache(): void {
  try {
    localStorage.removeItem(THEME_CACHE_KEY);
  } catch {
    // unavailable storage: nothing to clear
  }
}
