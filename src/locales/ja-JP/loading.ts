import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "loading" area (ja-JP, the source of truth for keys). */
export const loading = {
  loadFailed: '読み込めませんでした。',
  navigating: 'ページを開いています…',
} satisfies MessageTree;
