import type { CustomEmoji } from '@/core/entities/emoji';

/** Emoji whose name, tags (aliases) or category contain every word of the query (case-insensitive). */
export function filterEmojis(emojis: readonly CustomEmoji[], query: string): CustomEmoji[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...emojis];
  return emojis.filter((e) => {
    const hay = [e.name, ...(Array.isArray(e.aliases) ? e.aliases : []), e.category ?? ''].filter((s): s is string => typeof s === 'string').map((s) => s.toLowerCase());
    return words.every((w) => hay.some((h) => h.includes(w)));
  });
}

/** Emoji grouped by category (null last), categories in first-seen order. */
export function groupByCategory(emojis: readonly CustomEmoji[]): Array<{ category: string | null; emojis: CustomEmoji[] }> {
  const groups = new Map<string | null, CustomEmoji[]>();
  for (const e of emojis) {
    const c = typeof e.category === 'string' && e.category !== '' ? e.category : null;
    const list = groups.get(c) ?? [];
    list.push(e);
    groups.set(c, list);
  }
  const out = [...groups.entries()].map(([category, list]) => ({ category, emojis: list }));
  return [...out.filter((g) => g.category !== null), ...out.filter((g) => g.category === null)];
}
