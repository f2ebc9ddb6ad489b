/**
 * 8: emoji search (Node): 5,000 custom emoji and the Unicode data with shortcodes and keywords
 * (English and Japanese), the picker's and the autocomplete's search. The index is built once per
 * list; a query then scans it. Reported: building the index, and the time per query (median of
 * rounds), for a spread of queries from a one-letter prefix to a miss.
 */
import { createRequire } from 'node:module';
import type { EmojiLocaleData } from '../../src/features/emoji-picker/emoji-locales';
import type { PickerEmoji } from '../../src/features/emoji-picker/picker-types';
import { indexEmojis, searchEmojis } from '../../src/features/emoji-picker/search-index';
import { buildUnicodeGroups } from '../../src/features/emoji-picker/unicode-data';
import { median } from '../lib/stats';

const require = createRequire(import.meta.url);
const data = (locale: string): EmojiLocaleData => ({ emojis: require(`emojibase-data/${locale}/compact.json`), messages: require(`emojibase-data/${locale}/messages.json`) });

export const EMOJI_QUERIES = ['e', 'bl', 'thumbsup', '+1', 'joy', 'cat', 'いいね', 'emoji_4321', 'zzzz'];

export interface EmojiSearchResult {
  customs: number;
  unicode: number;
  indexMs: number;
  queryMs: number;
  worstQuery: string;
  worstQueryMs: number;
}

export function runEmojiSearch(customCount = 5000, rounds = 20): EmojiSearchResult {
  const github = require('emojibase-data/en/shortcodes/github.json') as Record<string, string | string[]>;
  const groups = buildUnicodeGroups(data('ja'), data('en'), github);
  const customs: PickerEmoji[] = Array.from({ length: customCount }, (_, i) => ({
    kind: 'custom', code: `:emoji_${i}:`, name: `emoji_${i}`, aliases: [`alias${i}`, `tag${i % 50}`], url: `https://mk.example/emoji/${i}.webp`, category: `cat${i % 40}`,
  }));
  const t0 = performance.now();
  const indexes = [indexEmojis(customs), ...groups.map((g) => indexEmojis(g.emojis))];
  const indexMs = performance.now() - t0;
  const per = new Map<string, number[]>();
  for (let r = 0; r < rounds; r++) {
    for (const q of EMOJI_QUERIES) {
      const s = performance.now();
      searchEmojis(indexes, q, 10);
      const list = per.get(q) ?? [];
      list.push(performance.now() - s);
      per.set(q, list);
    }
  }
  const medians = EMOJI_QUERIES.map((q) => [q, median(per.get(q)!)] as const);
  const worst = medians.reduce((a, b) => (b[1] > a[1] ? b : a));
  return {
    customs: customCount,
    unicode: groups.reduce((n, g) => n + g.emojis.length, 0),
    indexMs,
    queryMs: median(medians.map((m) => m[1])),
    worstQuery: worst[0],
    worstQueryMs: worst[1],
  };
}
