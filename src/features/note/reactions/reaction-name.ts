/** `:name:` for a custom emoji reaction (`@.` marks a local one and is dropped), null for a Unicode one. */
export function customReactionName(reaction: string): string | null {
  const m = /^:([\w+-]+)(?:@([\w.:-]+))?:$/.exec(reaction);
  if (!m) return null;
  return m[2] && m[2] !== '.' ? `:${m[1]}@${m[2]}:` : `:${m[1]}:`;
}

/** The emoji without skin tone modifiers or variation selectors, as emoji name tables list it. */
export function baseEmoji(emoji: string): string {
  return emoji.replace(/\u{1F3FB}|\u{1F3FC}|\u{1F3FD}|\u{1F3FE}|\u{1F3FF}|\uFE0E|\uFE0F/gu, '');
}

/** A Unicode emoji's name from a table of emoji → name (tried as given, then without modifiers). */
export function unicodeEmojiName(emoji: string, names: ReadonlyMap<string, string>): string | null {
  return names.get(emoji) ?? names.get(baseEmoji(emoji)) ?? null;
}

let table: Promise<ReadonlyMap<string, string>> | null = null;

/** The Unicode emoji names (the picker's data set, a chunk of its own), loaded once on first need. */
export function loadEmojiNames(): Promise<ReadonlyMap<string, string>> {
  table ??= import('unicode-emoji-json/data-by-group.json').then((m) => {
    const groups = (m.default ?? m) as unknown as Array<{ emojis: Array<{ emoji: string; name: string }> }>;
    const names = new Map<string, string>();
    for (const g of groups) for (const e of g.emojis) {
      names.set(e.emoji, e.name);
      names.set(baseEmoji(e.emoji), names.get(baseEmoji(e.emoji)) ?? e.name);
    }
    return names;
  });
  return table;
}
