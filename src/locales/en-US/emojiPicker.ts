import type { Messages } from '@/core/i18n/types';

/** Messages of the "emojiPicker" area (en-US). */
export const emojiPicker: Messages['emojiPicker'] = {
  search: 'Search emoji',
  skinTone: 'Skin tone',
  toneDefault: 'Skin tone: default',
  tone: 'Skin tone: {n}',
  list: 'Emoji',
  results: 'Results',
  loading: 'Loading…',
  noResults: 'Nothing found',
  sections: {
    pinned1: 'Pinned',
    pinned2: 'Pinned {n}',
    pinned3: 'Pinned {n}',
    pinned4: 'Pinned {n}',
    pinned5: 'Pinned {n}',
    recentlyUsed: 'Recently used',
    recentlyAddEmojis: 'Recently added',
    recentlyPopularReactions: 'Popular reactions',
    random: 'Random',
    followedCategories: 'Followed categories',
    customCategories: 'Custom emoji categories',
    uncategorized: 'Uncategorized',
    unicode: 'Unicode emoji',
  },
};
