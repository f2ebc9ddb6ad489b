import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { EMOJI_REFRESH_DATA_SAVER_MS, EMOJI_REFRESH_MS } from '@/core/constants';
import type { CustomEmoji } from '@/core/entities/emoji';
import { queryKey } from '@/core/query/keys';
import { getSetting } from '@/core/settings';

/** How long the custom emoji list stays fresh: 6 h, or 24 h in data-saver mode (spec section 9). */
export function emojiRefreshMs(dataSaver: boolean): number {
  return dataSaver ? EMOJI_REFRESH_DATA_SAVER_MS : EMOJI_REFRESH_MS;
}

/** The instance's custom emoji list has one key, for the picker, MFM, the about page and categories. */
export const customEmojiKeys = {
  all: () => queryKey('emojis'),
};

/** The instance's custom emoji (`emojis`). */
export function customEmojisQuery() {
  return queryOptions({
    queryKey: customEmojiKeys.all(),
    queryFn: ({ signal }) =>
      getApi()
        .request<{ emojis?: CustomEmoji[] }>('emojis', {}, { signal, suppressError: true })
        .then((r) => (Array.isArray(r.emojis) ? r.emojis.filter((e) => e && typeof e.name === 'string') : [])),
    staleTime: () => emojiRefreshMs(getSetting('enableDataSaverMode')),
  });
}

/** Reactions sent most in the past week (`emoji-stats`, where the server has it). */
export function popularReactionsQuery() {
  return queryOptions({
    queryKey: queryKey('emoji-stats', 'recentlySentReactions'),
    queryFn: ({ signal }) =>
      getApi()
        .request<{ recentlySentReactions?: unknown }>('emoji-stats', { limit: 16 }, { signal, suppressError: true })
        .then((r) => (Array.isArray(r.recentlySentReactions) ? r.recentlySentReactions.filter((x): x is string => typeof x === 'string') : [])),
    staleTime: 10 * 60 * 1000,
  });
}
