import type { AdminEmoji } from '../admin-types';

/** Emoji grouped by category (named categories alphabetically, the uncategorized last). */
export function groupByCategory(emojis: readonly AdminEmoji[]): Array<[string | null, AdminEmoji[]]> {
  const groups = new Map<string | null, AdminEmoji[]>();
  for (const e of emojis) {
    const key = e.category && e.category.trim() !== '' ? e.category : null;
    const list = groups.get(key) ?? [];
    list.push(e);
    groups.set(key, list);
  }
  return [...groups.entries()]
    .map(([k, list]) => [k, [...list].sort((a, b) => a.name.localeCompare(b.name))] as [string | null, AdminEmoji[]])
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)));
}
