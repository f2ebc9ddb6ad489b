import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "emojiPicker" area (ja-JP, the source of truth for keys). */
export const emojiPicker = {
  search: '絵文字を検索',
  skinTone: '肌の色',
  toneDefault: '肌の色: 標準',
  tone: '肌の色: {n}',
  list: '絵文字',
  results: '検索結果',
  loading: '読み込み中…',
  noResults: '見つかりませんでした',
  sections: {
    pinned1: 'ピン留め',
    pinned2: 'ピン留め {n}',
    pinned3: 'ピン留め {n}',
    pinned4: 'ピン留め {n}',
    pinned5: 'ピン留め {n}',
    recentlyUsed: '最近使った絵文字',
    recentlyAddEmojis: '最近追加された絵文字',
    recentlyPopularReactions: '最近人気のリアクション',
    random: 'ランダム',
    followedCategories: 'フォロー中のカテゴリ',
    customCategories: 'カスタム絵文字のカテゴリ',
    uncategorized: '未分類',
    unicode: 'Unicode絵文字',
  },
} satisfies MessageTree;
