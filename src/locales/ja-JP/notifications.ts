import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "notifications" area (ja-JP, the source of truth for keys). */
export const notifications = {
  title: '通知',
  tabs: {
    all: 'すべて',
    unread: '未読',
    mentions: 'メンション',
    direct: 'ダイレクト',
  },
  markAllRead: 'すべて既読にする',
  empty: '通知はありません。',
  loadFailed: '通知を読み込めませんでした。',
  loadMore: 'もっと見る',
  noText: '(本文なし)',
  accept: '承認',
  reject: '拒否',
  accepted: '承認しました',
  rejected: '拒否しました',
  votedFor: '「{choice}」に投票しました',
  showWho: '{count}件の内訳を表示',
  hideWho: '内訳を隠す',
  groupedOne: {
    reaction: 'ほか1人がリアクションしました',
    renote: 'ほか1人がリノートしました',
  },
  grouped: {
    reaction: 'ほか{count}人がリアクションしました',
    renote: 'ほか{count}人がリノートしました',
  },
  types: {
    follow: 'にフォローされました',
    mention: 'がメンションしました',
    reply: 'が返信しました',
    renote: 'がリノートしました',
    quote: 'が引用しました',
    reaction: 'がリアクションしました',
    unreadAntenna: 'アンテナに新しいノート',
    pollVote: 'が投票しました',
    pollEnded: 'アンケートの結果が出ました',
    receiveFollowRequest: 'からフォローリクエストが届きました',
    followRequestAccepted: 'がフォローリクエストを承認しました',
    groupInvited: 'からグループに招待されました',
    app: 'アプリからの通知',
    achievementEarned: '実績を獲得しました',
    unknown: '通知 ({type})',
  },
  popup: {
    region: '新しい通知',
  },
} satisfies MessageTree;
