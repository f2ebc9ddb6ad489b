import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "registry" area (ja-JP, the source of truth for keys). */
export const registry = {
  title: 'レジストリ',
  empty: 'レジストリは空です。',
  allScopes: 'すべてのスコープ',
  backToKeys: 'キーの一覧に戻る',
  key: 'キー',
  type: '型',
  value: '値（JSON）',
  saved: 'レジストリに保存しました。',
  loadFailed: 'この値を読み込めませんでした。',
  badJson: 'JSONとして正しくありません: {error}',
  confirmDelete: 'キー「{key}」を削除しますか？',
} satisfies MessageTree;
