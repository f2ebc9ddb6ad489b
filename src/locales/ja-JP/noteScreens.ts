import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "noteScreens" area (ja-JP, the source of truth for keys). */
export const noteScreens = {
  devMode: {
    copyNoteId: 'ノートIDをコピー',
  },
  menu: {
    pin: 'プロフィールにピン留め',
    unpin: 'ピン留めを解除',
    pinned: 'プロフィールにピン留めしました。',
    unpinned: 'ピン留めを解除しました。',
    deleteAndEdit: '削除して編集',
    deleteAndEditConfirm: 'このノートを削除してもう一度編集しますか？このノートへのリアクション、リノート、返信は消えます。',
    copyContent: '内容をコピー',
    copied: 'コピーしました。',
    copyFailed: 'コピーできませんでした。',
    report: '通報',
    reportTitle: 'このノートを通報',
    reportHint: '問題の内容をモデレーターに伝えてください。ノートのURLは入力済みです。',
    reportComment: 'ノート: {url}',
    reported: '通報しました。',
    muteThread: 'スレッドをミュート',
    unmuteThread: 'スレッドのミュートを解除',
    threadMuted: 'スレッドをミュートしました。',
    threadUnmuted: 'スレッドのミュートを解除しました。',
    openRemote: 'リモートで表示',
    translate: '翻訳',
    translation: '翻訳（{lang}から）',
    translateFailed: '翻訳できませんでした。',
    loadingState: '状態を読み込み中…',
    plugins: 'プラグイン',
  },
  reactionNotKept: 'リアクションはサーバーに記録されませんでした。サーバー上の状態を表示しています。',
  favoriteNotKept: 'お気に入りの変更はサーバーに記録されませんでした。',
  voteNotKept: '投票はサーバーに記録されませんでした。サーバー上の状態を表示しています。',
  renoteNotKept: 'リノートはサーバーに記録されませんでした。',
} satisfies MessageTree;
