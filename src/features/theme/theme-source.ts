import JSON5 from 'json5';
import type { Theme } from '@/ui/theme/theme-keys';
import { validateTheme, type ThemeCheck } from './validate-theme';

/** Parses pasted JSON5 theme code and validates it. */
export function parseThemeSource(code: string, newId?: () => string): ThemeCheck {
  let value: unknown;
  try {
    value = JSON5.parse(code);
  } catch (e) {
    return { ok: false, problem: { kind: 'syntax', detail: e instanceof Error ? e.message : String(e) } };
  }
  return validateTheme(value, newId);
}

/** A theme as JSON5 text, for copying and exporting. */
export function themeToSource(theme: Theme): string {
  const out: Record<string, unknown> = { id: theme.id, name: theme.name };
  if (theme.author) out.author = theme.author;
  if (theme.desc) out.desc = theme.desc;
  out.base = theme.base ?? theme.kind ?? 'light';
  out.props = theme.props;
  return JSON5.stringify(out, null, '\t');
}
