import type { MessageTree } from '@/core/i18n/types';

/** Messages of the note page and the users-who-reacted tooltip (ja-JP, the source of truth for keys). */
export const notePage = {
  thread: '会話',
  postedAt: '投稿日時',
  tabsLabel: 'このノートについて',
  replies: '返信',
  renotes: 'リノート',
  reactions: 'リアクション',
  quotes: '引用',
  replyCount: '{n}件の返信',
  renoteCount: '{n}件のリノート',
  reactionCount: '{n}件のリアクション',
  emptyReplies: '返信はまだありません。',
  emptyRenotes: 'リノートはまだありません。',
  emptyReactions: 'リアクションはまだありません。',
  emptyQuotes: '引用はまだありません。',
  more: 'もっと見る',
  loadFailed: '読み込めませんでした。',
  reactionTabsLabel: '絵文字ごとのリアクション',
  reactedWith: '{reaction} でリアクションしたユーザー',
  renotedBy: 'リノートしたユーザー',
  usersMore: '+{n}',
  showAll: 'すべて表示',
} satisfies MessageTree;
