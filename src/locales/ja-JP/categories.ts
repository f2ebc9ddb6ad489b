import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "categories" area (ja-JP, the source of truth for keys). */
export const categories = {
  title: 'カテゴリ',
  category: 'カテゴリ',
  create: 'カテゴリを作成',
  edit: 'カテゴリを編集',
  editor: 'カテゴリの設定',
  empty: 'カテゴリはありません。',
  unsupported: 'このサーバーはカテゴリを提供していません（Misskey 13 にはカテゴリ機能がありません）。',
  signIn: 'カテゴリを作るにはログインしてください。',
  count: '絵文字 {n}個',
  emojis: '絵文字（{n}個選択中）',
  emojiList: 'カテゴリの絵文字',
} satisfies MessageTree;
