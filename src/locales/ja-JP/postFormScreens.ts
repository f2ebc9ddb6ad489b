import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "postFormScreens" area (ja-JP, the source of truth for keys). */
export const postFormScreens = {
  drivePicker: {
    folderTitle: 'フォルダーを選択',
    chooseFolder: 'このフォルダーを選ぶ',
  },
  autocomplete: {
    users: 'ユーザーの候補',
    emoji: '絵文字の候補',
    hashtags: 'ハッシュタグの候補',
    mfm: 'MFM関数の候補',
  },
  reactionAcceptance: {
    title: 'このノートが受け付けるリアクション',
    all: 'すべてのリアクション',
    likeOnly: 'いいねのみ',
    likeOnlyForRemote: 'リモートからはいいねのみ',
    nonSensitiveOnly: 'センシティブでないもののみ',
    nonSensitiveOnlyForLocalLikeOnlyForRemote: 'センシティブでないもののみ（リモートからはいいねのみ）',
  },
} satisfies MessageTree;
