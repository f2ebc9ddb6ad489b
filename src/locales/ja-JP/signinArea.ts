import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "signinArea" area (ja-JP, the source of truth for keys): sign-in that returns you where you were, adding accounts. */
export const signinArea = {
  signInToOpen: 'このページを開くにはログインしてください。',
  addExisting: '既存のアカウントでログイン',
  createAccount: '新しいアカウントを作成',
} satisfies MessageTree;
