import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "signup" area (ja-JP, the source of truth for keys): the rules step of sign-up and the onboarding. */
export const signup = {
  terms: {
    intro: '{host} のルールと規約をお読みください。同意するとアカウントの作成に進めます。',
    rules: 'サーバーのルール',
    tos: '利用規約',
    privacy: 'プライバシーポリシー',
    agreeRules: 'ルールと規約を読み、同意します',
    agreeTerms: '規約を読み、同意します',
    next: '次へ',
    back: 'ルールに戻る',
  },
  onboarding: {
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
  },
} satisfies MessageTree;
