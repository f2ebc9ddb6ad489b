import type { Theme } from '@/ui/theme/theme-keys';

/** The installed list with `theme` added, or replacing the one with its id. */
export function withInstalled(list: readonly Theme[], theme: Theme): Theme[] {
  return [...list.filter((t) => t.id !== theme.id), theme];
}

export function withoutTheme(list: readonly Theme[], id: string): Theme[] {
  return list.filter((t) => t.id !== id);
}

/** CSS custom properties for an element (a preview) from compiled colours. */
export function previewVars(compiled: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(compiled).map(([k, v]) => [`--${k}`, v]));
}
