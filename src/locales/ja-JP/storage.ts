import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "storage" area (ja-JP, the source of truth for keys): a browser that refuses to store data. */
export const storage = {
  accountInMemory: 'このブラウザはこのサイトのデータを保存できません。このタブではログインしたまま使えますが、タブを閉じるとログアウトされることがあり、変更した設定も残りません。',
} satisfies MessageTree;
