import { checkValue, mergedProps } from '@/ui/theme/compile';
import { isThemeKey, type Theme, type ThemeBase } from '@/ui/theme/theme-keys';

export type ThemeProblem =
  | { kind: 'syntax'; detail: string }
  | { kind: 'notObject' }
  | { kind: 'name' }
  | { kind: 'base' }
  | { kind: 'props' }
  | { kind: 'color'; key: string; value: string };

export type ThemeCheck = { ok: true; theme: Theme; ignored: string[] } | { ok: false; problem: ThemeProblem };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Validates a theme (spec section 5): a string name, a base of light or dark (`kind` accepted),
 * a props object; a missing id is generated. Props the client does not know are ignored (and
 * listed); a value that is not a colour, a reference or a function is rejected.
 */
export function validateTheme(value: unknown, newId: () => string = () => crypto.randomUUID()): ThemeCheck {
  if (!isRecord(value)) return { ok: false, problem: { kind: 'notObject' } };
  if (typeof value.name !== 'string' || !value.name.trim()) return { ok: false, problem: { kind: 'name' } };
  const base = value.base ?? value.kind;
  if (base !== 'light' && base !== 'dark') return { ok: false, problem: { kind: 'base' } };
  if (!isRecord(value.props)) return { ok: false, problem: { kind: 'props' } };
  const props: Record<string, string> = {};
  const ignored: string[] = [];
  for (const [key, v] of Object.entries(value.props)) {
    if (!isThemeKey(key) && !key.startsWith('$')) {
      ignored.push(key);
      continue;
    }
    if (typeof v !== 'string') return { ok: false, problem: { kind: 'color', key, value: String(v) } };
    props[key] = v;
  }
  const all = mergedProps({ base: base as ThemeBase, props });
  for (const [key, v] of Object.entries(props)) {
    if (checkValue(all, key, v)) return { ok: false, problem: { kind: 'color', key, value: v } };
  }
  const theme: Theme = {
    id: typeof value.id === 'string' && value.id.trim() ? value.id : newId(),
    name: value.name,
    base: base as ThemeBase,
    props,
  };
  if (typeof value.author === 'string') theme.author = value.author;
  if (typeof value.desc === 'string') theme.desc = value.desc;
  return { ok: true, theme, ignored };
}
