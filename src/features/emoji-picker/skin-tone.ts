/** Fitzpatrick modifiers U+1F3FB..U+1F3FF for tones 1..5 (0 = none). */
export const SKIN_TONES = ['', '\u{1F3FB}', '\u{1F3FC}', '\u{1F3FD}', '\u{1F3FE}', '\u{1F3FF}'] as const;

/** The emoji with a skin tone: the modifier follows the first person in the sequence. */
export function withSkinTone(emoji: string, tone: number): string {
  const modifier = SKIN_TONES[tone];
  if (!modifier) return emoji;
  const [first = '', ...rest] = emoji.split('\u200D');
  const base = first.replace(/\uFE0F/g, '');
  return [base + modifier, ...rest].join('\u200D');
}
