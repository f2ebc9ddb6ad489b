/** How many recently used emoji the picker remembers. */
export const RECENT_EMOJI_MAX = 32;

/** The list with `code` moved (or added) to the front, bounded. */
export function pushRecent(list: readonly string[], code: string, max = RECENT_EMOJI_MAX): string[] {
  return [code, ...list.filter((c) => c !== code)].slice(0, max);
}
