import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "gallery" area (ja-JP, the source of truth for keys). */
export const gallery = {
  title: 'ギャラリー',
  tabs: {
    featured: 'おすすめ',
    popular: '人気',
    recent: '最新',
    mine: '自分の投稿',
    liked: 'いいねした投稿',
  },
  empty: '投稿はありません。',
  create: '投稿する',
  edit: '投稿を編集',
  editor: 'ギャラリーの投稿',
  post: '投稿',
  postTitle: 'タイトル',
  files: '画像',
  addFiles: 'ドライブから画像を追加',
  removeFile: '{name}を外す',
  needFiles: '画像を1枚以上選んでください。',
  sensitive: 'センシティブ',
  showSensitive: 'センシティブな画像を表示',
  openImage: '{name}を開く',
} satisfies MessageTree;
