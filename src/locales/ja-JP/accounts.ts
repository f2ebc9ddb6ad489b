import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "accounts" area (ja-JP, the source of truth for keys). */
export const accounts = {
  addExisting: '既存のアカウントでログイン',
  createAccount: '新しいアカウントを作成',
  accountInMemory: 'このブラウザはこのサイトのデータを保存できません。このタブではログインしたまま使えますが、タブを閉じるとログアウトされることがあり、変更した設定も残りません。',
} satisfies MessageTree;
