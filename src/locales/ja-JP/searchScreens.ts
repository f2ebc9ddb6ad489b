import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "searchScreens" area (ja-JP, the source of truth for keys). */
export const searchScreens = {
  disabled: 'このサーバーではノートの検索が無効になっています。',
  inChannel: 'チャンネル内を検索中',
  byUser: 'ユーザーのノートを検索中',
  clearFilter: '絞り込みを解除',
  tagByUser: '{user} さんのノートだけを表示しています',
  tagByUserEmpty: '{user} さんの #{tag} のノートはありません。',
  userNotFound: 'ユーザーが見つかりませんでした。',
} satisfies MessageTree;
