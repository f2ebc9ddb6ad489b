/**
 * The colour properties a theme sets. Each becomes the CSS custom property `--<key>` on the root
 * element; components read only these (global.css holds the compiled default light and dark).
 */
export const THEME_KEYS = [
  'accent',
  'accentDarken',
  'accentLighten',
  'accentedBg',
  'focus',
  'bg',
  'fg',
  'fgHighlighted',
  'fgTransparent',
  'fgTransparentWeak',
  'fgOnAccent',
  'divider',
  'panel',
  'panelHighlight',
  'popup',
  'navBg',
  'navFg',
  'buttonBg',
  'buttonHoverBg',
  'link',
  'hashtag',
  'mention',
  'renote',
  'error',
  'success',
  'warn',
  'infoBg',
  'infoFg',
  'modalBg',
  'htmlThemeColor',
] as const;

export type ThemeKey = (typeof THEME_KEYS)[number];

const KEY_SET: ReadonlySet<string> = new Set(THEME_KEYS);
export const isThemeKey = (key: string): key is ThemeKey => KEY_SET.has(key);

export type ThemeBase = 'light' | 'dark';

/** A theme as stored, installed and exported (spec section 3). */
export interface Theme {
  id: string;
  name: string;
  author?: string;
  desc?: string;
  base?: ThemeBase;
  /** Older themes say `kind` instead of `base`. */
  kind?: ThemeBase;
  /** Colour map: a colour, `@key` (another prop), `$name` (a constant), or `:fn<arg<value` (lighten, darken, alpha, hue, saturate). */
  props: Record<string, string>;
}

export type CompiledTheme = Record<ThemeKey, string>;

export function themeBase(theme: Pick<Theme, 'base' | 'kind'>): ThemeBase {
  return (theme.base ?? theme.kind) === 'dark' ? 'dark' : 'light';
}
