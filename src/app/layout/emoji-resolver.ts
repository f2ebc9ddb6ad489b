import type { CustomEmoji } from '@/core/entities/emoji';
import type { EmojiResolver } from '@/mfm';

/**
 * Name → image URL from the instance's emoji list. A name the list lacks is `null` (no such
 * emoji: shown as text) only while the list is `fresh`; an old list may miss newer emoji, so then
 * it is `undefined` and the server's emoji route is asked instead.
 */
export function emojiResolverOf(list: readonly CustomEmoji[], fresh: boolean): EmojiResolver {
  const urls = new Map<string, string>();
  for (const emoji of list) {
    if (emoji && typeof emoji.name === 'string' && typeof emoji.url === 'string' && !emoji.host) urls.set(emoji.name, emoji.url);
  }
  return (name) => urls.get(name) ?? (fresh ? null : undefined);
}
