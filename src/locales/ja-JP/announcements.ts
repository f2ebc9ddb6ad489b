import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "announcements" area (ja-JP, the source of truth for keys). */
export const announcements = {
  title: 'お知らせ',
  empty: 'お知らせはありません。',
  unread: '未読',
  read: '既読にする',
  banner: '未読のお知らせ',
  tabs: {
    current: '現在',
    past: '過去',
  },
  pastAreRead: 'このサーバーはお知らせの終了を区別しないため、読んだお知らせを「過去」に表示しています。',
} satisfies MessageTree;
