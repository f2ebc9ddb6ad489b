import type { PickerEmoji } from './picker-types';

interface IndexEntry {
  emoji: PickerEmoji;
  /** Lower-case name first, then aliases. */
  terms: string[];
}

export interface EmojiIndex {
  entries: IndexEntry[];
}

const cache = new WeakMap<readonly PickerEmoji[], EmojiIndex>();

/** Builds (once per list) the lower-cased names and aliases to search. */
export function indexEmojis(list: readonly PickerEmoji[]): EmojiIndex {
  const hit = cache.get(list);
  if (hit) return hit;
  const index: EmojiIndex = {
    entries: list.map((emoji) => ({ emoji, terms: [emoji.name.toLowerCase(), ...emoji.aliases.map((a) => a.toLowerCase())] })),
  };
  cache.set(list, index);
  return index;
}

/**
 * Emoji whose name or an alias matches the query: exact matches first, then prefixes, then
 * words starting with it (`_`, `-`, space), then anywhere; custom before unicode within a rank.
 */
export function searchEmojis(indexes: readonly EmojiIndex[], rawQuery: string, limit = 200): PickerEmoji[] {
  const query = rawQuery.trim().toLowerCase().replace(/^:|:$/g, '');
  if (!query) return [];
  const words = [`_${query}`, ` ${query}`, `-${query}`];
  const ranked: Array<[number, number, PickerEmoji]> = [];
  let order = 0;
  for (const index of indexes) {
    for (const { emoji, terms } of index.entries) {
      let best = 4;
      for (const term of terms) {
        if (term === query) best = 0;
        else if (best > 1 && term.startsWith(query)) best = 1;
        else if (best > 2 && term.includes(query) && (term.includes(words[0]!) || term.includes(words[1]!) || term.includes(words[2]!))) best = 2;
        else if (best > 3 && term.includes(query)) best = 3;
        if (best === 0) break;
      }
      if (best < 4) ranked.push([best * 2 + (emoji.kind === 'custom' ? 0 : 1), order, emoji]);
      order++;
    }
  }
  ranked.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return ranked.slice(0, limit).map((r) => r[2]);
}
