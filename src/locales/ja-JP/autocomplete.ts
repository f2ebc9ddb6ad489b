import type { MessageTree } from '@/core/i18n/types';

/** Messages of the post form's and chat's autocomplete (ja-JP, the source of truth for keys). */
export const autocomplete = {
  users: 'ユーザーの候補',
  emoji: '絵文字の候補',
  hashtags: 'ハッシュタグの候補',
  mfm: 'MFM関数の候補',
} satisfies MessageTree;
