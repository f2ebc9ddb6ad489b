import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "share" area (ja-JP, the source of truth for keys). */
export const share = {
  title: '共有',
  posted: '投稿しました。',
} satisfies MessageTree;
