import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "pendingState" area (ja-JP, the source of truth for keys): pages on their way, and loads that failed. */
export const pendingState = {
  loadFailed: '読み込めませんでした。',
  navigating: 'ページを開いています…',
} satisfies MessageTree;
