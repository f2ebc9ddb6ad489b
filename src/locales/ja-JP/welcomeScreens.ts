import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "welcomeScreens" area (ja-JP, the source of truth for keys). */
export const welcomeScreens = {
  signUpWithInvitation: '招待コードで登録',
  stats: 'サーバーの統計',
  users: 'ユーザー',
  notes: 'ノート',
  links: 'このサーバーを見る',
  explore: 'みつける',
  about: 'このサーバーについて',
  channels: 'チャンネル',
  rules: 'サーバーのルール',
  tos: '利用規約',
  localTimeline: 'このサーバーの最新ノート',
  featured: 'ハイライト',
  readOnly: 'リアクションや返信をするにはログインしてください。',
} satisfies MessageTree;
