import type { PickerEmoji } from './picker-types';

interface IndexEntry {
  emoji: PickerEmoji;
  /** Lower-cased names: a custom emoji's name and aliases, a Unicode emoji's shortcodes. */
  names: string[];
  /** Lower-cased labels and keywords (Unicode emoji, in the UI language and English). */
  words: string[];
}

export interface EmojiIndex {
  entries: IndexEntry[];
}

const cache = new WeakMap<readonly PickerEmoji[], EmojiIndex>();
const lower = (s: string) => s.toLowerCase();

/** Builds (once per list) the lower-cased names and keywords to search. */
export function indexEmojis(list: readonly PickerEmoji[]): EmojiIndex {
  const hit = cache.get(list);
  if (hit) return hit;
  const index: EmojiIndex = {
    entries: list.map((emoji) =>
      emoji.kind === 'custom'
        ? // An admin's aliases are the custom emoji's own shortcodes.
          { emoji, names: [emoji.name, ...emoji.aliases].map(lower), words: [] }
        : { emoji, names: [emoji.name, ...(emoji.shortcodes ?? [])].map(lower), words: emoji.aliases.map(lower) },
    ),
  };
  cache.set(list, index);
  return index;
}

/** The query as searched: trimmed, lower case, without surrounding colons, full-width letters folded. */
export function normalizeEmojiQuery(raw: string): string {
  return raw.normalize('NFKC').trim().toLowerCase().replace(/^:|:$/g, '');
}

const NONE = 99;

/** How well one term matches: 0 exact, 1 prefix, 2 a word in it starts with the query, 3 contains. */
function termRank(term: string, query: string): number {
  if (term === query) return 0;
  if (term.startsWith(query)) return 1;
  const at = term.indexOf(query);
  if (at < 0) return NONE;
  const before = term[at - 1];
  return before === '_' || before === ' ' || before === '-' ? 2 : 3;
}

function bestRank(terms: readonly string[], query: string): number {
  let best = NONE;
  for (const term of terms) {
    const r = termRank(term, query);
    if (r < best) best = r;
    if (best === 0) break;
  }
  return best;
}

/**
 * The rank of an emoji for a query, lower is better, NONE when it does not match: an exact name
 * (shortcode) first, then a name starting with the query, then an exact keyword or label, a
 * keyword starting with it, then a word inside a name, inside a keyword, and anything containing it.
 */
function rankOf(entry: IndexEntry, query: string): number {
  const n = bestRank(entry.names, query);
  if (n <= 1) return n;
  const w = entry.words.length ? bestRank(entry.words, query) : NONE;
  if (w <= 1) return 2 + w;
  if (n === 2) return 4;
  if (w === 2) return 5;
  return n === 3 || w === 3 ? 6 : NONE;
}

/**
 * Emoji whose names or keywords match the query, best first (see rankOf); within a rank custom
 * emoji come before Unicode ones, then the order of the lists.
 */
export function searchEmojis(indexes: readonly EmojiIndex[], rawQuery: string, limit = 200): PickerEmoji[] {
  const query = normalizeEmojiQuery(rawQuery);
  if (!query) return [];
  const ranked: Array<[number, number, PickerEmoji]> = [];
  let order = 0;
  for (const index of indexes) {
    for (const entry of index.entries) {
      const r = rankOf(entry, query);
      if (r !== NONE) ranked.push([r * 2 + (entry.emoji.kind === 'custom' ? 0 : 1), order, entry.emoji]);
      order++;
    }
  }
  ranked.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return ranked.slice(0, limit).map((r) => r[2]);
}
