/** The emoji without skin tone modifiers or variation selectors, as emoji name tables list it. */
export function baseEmoji(emoji: string): string {
  return emoji.replace(/\u{1F3FB}|\u{1F3FC}|\u{1F3FD}|\u{1F3FE}|\u{1F3FF}|\uFE0E|\uFE0F/gu, '');
}
