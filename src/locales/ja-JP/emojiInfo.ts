import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "emojiInfo" area (ja-JP, the source of truth for keys). */
export const emojiInfo = {
  title: '絵文字',
  licenseTitle: '絵文字のライセンス',
  details: '詳細を見る',
  name: '名前',
  host: 'ホスト',
  local: 'このサーバー',
  tags: 'タグ',
  category: 'カテゴリ',
  description: '説明',
  copyPermission: 'コピー可否',
  permission: {
    allow: '許可',
    conditional: '条件付き',
    deny: '不許可',
    none: '未設定',
  },
  license: 'ライセンス',
  usageInfo: '使用情報',
  author: '作者',
  basedOn: '元にしたURL',
  createdAt: '作成日時',
  updatedAt: '更新日時',
  url: 'URL',
  import: 'このサーバーにインポート',
  imported: 'インポートしました',
} satisfies MessageTree;
