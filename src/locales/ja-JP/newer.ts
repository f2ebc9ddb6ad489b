import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "newer" area (ja-JP, the source of truth for keys): what newer Misskey releases add. */
export const newer = {
  timelineUnavailable: 'このタイムラインはあなたのロールでは利用できません。',
  reactionAcceptance: {
    title: 'このノートが受け付けるリアクション',
    all: 'すべてのリアクション',
    likeOnly: 'いいねのみ',
    likeOnlyForRemote: 'リモートからはいいねのみ',
    nonSensitiveOnly: 'センシティブでないもののみ',
    nonSensitiveOnlyForLocalLikeOnlyForRemote: 'センシティブでないもののみ（リモートからはいいねのみ）',
  },
} satisfies MessageTree;
