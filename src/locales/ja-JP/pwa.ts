import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "pwa" area (ja-JP, the source of truth for keys). */
export const pwa = {
  offline: 'オフラインです。保存されている内容を表示しています。',
  updateReady: '新しいバージョンがあります。',
  reload: '再読み込み',
  push: {
    label: 'プッシュ通知',
    hint: 'このブラウザに、このアカウントの通知を届けます。',
    unsupported: 'このブラウザはプッシュ通知に対応していません。',
    noServerKey: 'このサーバーはプッシュ通知を提供していません。',
    blocked: 'このサイトの通知はブラウザでブロックされています。アドレスバーのサイト設定から通知を許可してください。',
    more: 'ほか {count} 件',
    types: {
      follow: '{user} さんにフォローされました',
      mention: '{user} さんからのメンション',
      reply: '{user} さんが返信しました',
      renote: '{user} さんがリノートしました',
      quote: '{user} さんが引用しました',
      reaction: '{user} さんがリアクションしました {reaction}',
      pollVote: '{user} さんが投票しました',
      pollEnded: 'アンケートが終了しました',
      receiveFollowRequest: '{user} さんからフォローリクエスト',
      followRequestAccepted: '{user} さんがフォローリクエストを承認しました',
      groupInvited: '{user} さんからグループへの招待',
      achievementEarned: '実績を獲得しました',
      app: 'アプリからの通知',
      default: '新しい通知',
      antenna: 'アンテナ: {name}',
    },
    errors: {
      blocked: '通知がブラウザでブロックされています。サイト設定から許可してください。',
      dismissed: '通知の許可がされませんでした。',
      otherServer: 'このブラウザのプッシュ通知は、別のサーバーのアカウントで使われています。',
      subscribeFailed: 'このブラウザのプッシュサービスに登録できませんでした。',
      unsupported: 'このブラウザはプッシュ通知に対応していません。',
    },
  },
} satisfies MessageTree;
