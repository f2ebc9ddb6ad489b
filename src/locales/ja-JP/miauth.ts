import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "miauth" area (ja-JP, the source of truth for keys). */
export const miauth = {
  approve: {
    title: 'アプリの連携',
    loading: '読み込んでいます…',
    unnamedApp: '名前のないアプリ',
    asks: 'このアプリが {username} として次のことを行う許可を求めています:',
    permissions: '求められている権限',
    noPermissions: '権限は求められていません。',
    accept: '許可',
    deny: '拒否',
    accepted: '許可しました。アプリに戻ります…',
    deniedDone: '拒否しました。このページを閉じてかまいません。',
    failed: '許可できませんでした。もう一度お試しください。',
    signInFirst: '{host} のアカウントでログインしてから許可してください。',
    noSession: 'この連携のリクエストは見つかりませんでした(期限切れの可能性があります)。',
  },
} satisfies MessageTree;
