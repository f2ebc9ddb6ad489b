/** Code points of an emoji as lowercase hex joined by `-`, the naming scheme of twemoji files. */
export function emojiCodepoints(emoji: string): string {
  const ZWJ = 0x200d;
  const VS16 = 0xfe0f;
  const points = Array.from(emoji, (ch) => ch.codePointAt(0) ?? 0);
  // Files omit the variation selector U+FE0F unless the sequence is joined with U+200D.
  const kept = points.includes(ZWJ) ? points : points.filter((cp) => cp !== VS16);
  return kept.map((cp) => cp.toString(16)).join('-');
}

/** `{origin}/twemoji/{codepoints}.svg` (spec section 7). */
export function twemojiUrl(origin: string, emoji: string): string {
  return `${origin}/twemoji/${emojiCodepoints(emoji)}.svg`;
}

/** Fluent Emoji images are served beside twemoji under `/fluent-emoji/{codepoints}.png`. */
export function fluentEmojiUrl(origin: string, emoji: string): string {
  return `${origin}/fluent-emoji/${emojiCodepoints(emoji)}.png`;
}
