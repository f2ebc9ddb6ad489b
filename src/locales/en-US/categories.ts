import type { Messages } from '@/core/i18n/types';

/** Messages of the "categories" area (en-US). */
export const categories: Messages['categories'] = {
  title: 'Categories',
  category: 'Category',
  create: 'New category',
  edit: 'Edit category',
  editor: 'Category settings',
  empty: 'No categories.',
  unsupported: 'This server does not offer categories (Misskey 13 has none).',
  signIn: 'Sign in to make categories.',
  count: '{n, plural, one {# emoji} other {# emojis}}',
  emojis: 'Emojis ({n} chosen)',
  emojiList: 'Emojis of this category',
};
