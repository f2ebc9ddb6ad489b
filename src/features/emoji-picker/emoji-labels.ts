import { baseEmoji } from '@/core/entities/base-emoji';
import { emojiLocaleOf, loadEmojiLocale } from './emoji-locales';
import { normalizeEmoji } from './unicode-data';

/** A table of emoji → name from emojibase entries (each under its own, its normalized and its bare form). */
export function labelTable(emojis: ReadonlyArray<{ unicode: string; label: string }>): Map<string, string> {
  const names = new Map<string, string>();
  for (const e of emojis) {
    for (const key of [e.unicode, normalizeEmoji(e.unicode), baseEmoji(e.unicode)]) if (!names.has(key)) names.set(key, e.label);
  }
  return names;
}

/** The Unicode emoji's names in a UI language (English where emojibase has none), from the picker's data. */
export async function emojiLabels(lang: string): Promise<ReadonlyMap<string, string>> {
  return labelTable((await loadEmojiLocale(emojiLocaleOf(lang))).emojis);
}
