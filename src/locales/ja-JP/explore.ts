import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "explore" area (ja-JP, the source of truth for keys). */
export const explore = {
  title: 'みつける',
  featured: 'ハイライト',
  users: 'ユーザー',
  featuredNotes: '人気のノート',
  noFeatured: '人気のノートはまだありません。',
  origin: 'サーバー',
  local: 'ローカル',
  remote: 'リモート',
  all: 'すべて',
  pinned: 'ピン留めされたユーザー',
  noPinned: 'ピン留めされたユーザーはいません。',
  popular: '人気のユーザー',
  recentlyActive: '最近投稿したユーザー',
  recentlyRegistered: '最近登録したユーザー',
  noUsers: 'ユーザーがいません。',
  trending: 'トレンド',
  noTrending: 'トレンドはまだありません。',
  trendUsers: '{n}人が投稿',
  tagUsers: 'このタグのユーザー',
  tagUsersHint: 'プロフィールに #{tag} を含むユーザー',
  tagNotes: 'ノートを見る',
} satisfies MessageTree;
