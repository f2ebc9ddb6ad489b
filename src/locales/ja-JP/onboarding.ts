import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "onboarding" area (ja-JP, the source of truth for keys). */
export const onboarding = {
  title: 'ようこそ！',
  skip: 'スキップ',
  next: '次へ',
  back: '戻る',
  done: 'はじめる',
  home: '最初はホームタイムラインが表示されます。フォローした人のノートがここに流れます。',
  people: {
    title: 'フォローしてみましょう',
    hint: 'このサーバーでよく見かける人たちです。あとからいつでもフォローを外せます。',
    loading: 'おすすめのユーザーを読み込んでいます…',
    none: 'いまはおすすめできるユーザーがいません。',
    failed: 'おすすめのユーザーを読み込めませんでした。',
  },
  widgets: {
    title: 'ウィジェット',
    hint: 'タイムラインの横に表示されます。「ウィジェットを編集」でいつでも変更できます。',
  },
} satisfies MessageTree;
