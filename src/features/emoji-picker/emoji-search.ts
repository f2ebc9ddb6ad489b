/** Emoji search for other features (the post form's `:` suggestions); loaded on first use. */
import type { CustomEmoji } from '@/core/entities/emoji';
import { toPickerEmojis } from './custom-emoji';
import type { PickerEmoji } from './picker-types';
import { indexEmojis, searchEmojis } from './search-index';
import { loadUnicodeGroups } from './unicode-data';

export type { PickerEmoji };

/** A search over the server's custom emoji and the Unicode emoji in the UI language (data loaded once). */
export async function createEmojiSearch(lang: string): Promise<(customs: readonly CustomEmoji[], query: string, limit: number) => PickerEmoji[]> {
  const groups = await loadUnicodeGroups(lang);
  const unicode = groups.map((g) => indexEmojis(g.emojis));
  return (customs, query, limit) => searchEmojis([indexEmojis(toPickerEmojis(customs)), ...unicode], query, limit);
}
