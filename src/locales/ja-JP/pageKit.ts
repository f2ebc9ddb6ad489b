import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "pageKit" area (ja-JP, the source of truth for keys). */
export const pageKit = {
  loadFailed: '読み込めませんでした。',
  followers: 'フォロワー {n}',
  create: '作成',
  rename: '名前を変更',
  remove: '削除',
  deleteConfirm: '「{name}」を削除しますか？',
  saved: '保存しました',
  created: '作成しました',
  deleted: '削除しました',
  name: '名前',
  description: '説明',
  public: '公開',
  private: '非公開',
  draftRestored: '保存されていない入力を復元しました。',
  discardDraft: '入力を破棄',
  notSupported: 'このサーバーはこの機能を提供していません。',
  more: 'もっと見る',
} satisfies MessageTree;
