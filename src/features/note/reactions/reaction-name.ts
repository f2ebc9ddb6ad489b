import { baseEmoji } from '@/core/entities/base-emoji';

/** `:name:` for a custom emoji reaction (`@.` marks a local one and is dropped), null for a Unicode one. */
export function customReactionName(reaction: string): string | null {
  const m = /^:([\w+-]+)(?:@([\w.:-]+))?:$/.exec(reaction);
  if (!m) return null;
  return m[2] && m[2] !== '.' ? `:${m[1]}@${m[2]}:` : `:${m[1]}:`;
}

/** A Unicode emoji's name from a table of emoji → name (tried as given, then without modifiers). */
export function unicodeEmojiName(emoji: string, names: ReadonlyMap<string, string>): string | null {
  return names.get(emoji) ?? names.get(baseEmoji(emoji)) ?? null;
}
