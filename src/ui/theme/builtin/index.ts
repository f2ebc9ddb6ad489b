/** All built-in themes: loaded lazily (`import('@/ui/theme/builtin')`), never before the first note. */
import type { Theme } from '../theme-keys';
import { DARK_THEMES } from './dark-themes';
import { LIGHT_THEMES } from './light-themes';

export { DARK_THEMES, LIGHT_THEMES };

export const BUILTIN_THEMES: readonly Theme[] = [...LIGHT_THEMES, ...DARK_THEMES];

export const DEFAULT_LIGHT_THEME_ID = 'l-light';
export const DEFAULT_DARK_THEME_ID = 'd-dark';

export function isBuiltinThemeId(id: string): boolean {
  return BUILTIN_THEMES.some((t) => t.id === id);
}
