import { BASE_THEMES } from './base-themes';
import { darken, lighten, parseColor, saturate, spin, toCss, withAlpha, type Rgba } from './color';
import { THEME_KEYS, themeBase, type CompiledTheme, type Theme, type ThemeKey } from './theme-keys';

/** Why a prop value cannot be resolved. */
export class ThemeValueError extends Error {
  constructor(
    readonly key: string,
    readonly value: string,
    readonly reason: 'notColor' | 'unknownRef' | 'cycle' | 'badFunction',
  ) {
    super(`${key}: ${reason} (${value})`);
  }
}

const FUNCTIONS: Record<string, (c: Rgba, arg: number) => Rgba> = {
  lighten: (c, n) => lighten(c, n),
  darken: (c, n) => darken(c, n),
  alpha: (c, n) => withAlpha(c, n),
  hue: (c, n) => spin(c, n),
  saturate: (c, n) => saturate(c, n),
};

/**
 * Resolves one value of a prop map: `@key` refers to another prop, `$name` to a constant
 * (a prop whose key starts with `$`), `:fn<arg<value` applies a function, anything else must be a colour.
 */
function resolver(props: Record<string, string>) {
  const cache = new Map<string, Rgba>();
  const resolving = new Set<string>();
  const resolveKey = (key: string, from: string): Rgba => {
    const cached = cache.get(key);
    if (cached) return cached;
    const raw = props[key];
    if (raw === undefined) throw new ThemeValueError(from, key, 'unknownRef');
    if (resolving.has(key)) throw new ThemeValueError(from, key, 'cycle');
    resolving.add(key);
    const value = resolveValue(raw, key);
    resolving.delete(key);
    cache.set(key, value);
    return value;
  };
  const resolveValue = (raw: string, key: string): Rgba => {
    const v = raw.trim();
    if (v.startsWith('@')) return resolveKey(v.slice(1), key);
    if (v.startsWith('$')) return resolveKey(v, key);
    if (v.startsWith(':')) {
      const m = /^:([a-z]+)<(-?\d+(?:\.\d+)?)<(.+)$/i.exec(v);
      const fn = m && FUNCTIONS[m[1]!];
      if (!m || !fn) throw new ThemeValueError(key, raw, 'badFunction');
      return fn(resolveValue(m[3]!, key), Number(m[2]));
    }
    const c = parseColor(v);
    if (!c) throw new ThemeValueError(key, raw, 'notColor');
    return c;
  };
  return { resolveKey: (key: string) => resolveKey(key, key), resolveValue };
}

/** The prop map a theme ends up with: its base's props with the theme's own laid over them. */
export function mergedProps(theme: Pick<Theme, 'base' | 'kind' | 'props'>): Record<string, string> {
  return { ...BASE_THEMES[themeBase(theme)], ...theme.props };
}

/** Compiles a theme into the final colour of every theme key (throws ThemeValueError). */
export function compileTheme(theme: Pick<Theme, 'base' | 'kind' | 'props'>): CompiledTheme {
  const props = mergedProps(theme);
  const { resolveKey } = resolver(props);
  const out = {} as CompiledTheme;
  for (const key of THEME_KEYS) out[key] = toCss(resolveKey(key));
  return out;
}

/** Resolves a single key of a theme to a colour (for previews and the editor). */
export function resolveThemeKey(theme: Pick<Theme, 'base' | 'kind' | 'props'>, key: ThemeKey): Rgba {
  return resolver(mergedProps(theme)).resolveKey(key);
}

/** Checks one value in the context of a prop map; null when it resolves. */
export function checkValue(props: Record<string, string>, key: string, value: string): ThemeValueError | null {
  try {
    resolver({ ...props, [key]: value }).resolveKey(key);
    return null;
  } catch (e) {
    if (e instanceof ThemeValueError) return e;
    throw e;
  }
}
