import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "agree" area (ja-JP, the source of truth for keys): a change whose answer never came, read back from the server. */
export const agree = {
  reactionNotKept: 'リアクションはサーバーに記録されませんでした。サーバー上の状態を表示しています。',
  followNotKept: 'フォローはサーバーに記録されませんでした。サーバー上の状態を表示しています。',
  unfollowNotKept: 'フォロー解除はサーバーに記録されませんでした。サーバー上の状態を表示しています。',
  favoriteNotKept: 'お気に入りの変更はサーバーに記録されませんでした。',
  voteNotKept: '投票はサーバーに記録されませんでした。サーバー上の状態を表示しています。',
  renoteNotKept: 'リノートはサーバーに記録されませんでした。',
  cancelRequestNotKept: 'フォローリクエストの取り消しはサーバーに記録されませんでした。',
} satisfies MessageTree;
