import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "favorites" area (ja-JP, the source of truth for keys). */
export const favorites = {
  title: 'お気に入り',
  empty: 'お気に入りのノートはありません。',
  remove: 'お気に入りから外す',
} satisfies MessageTree;
