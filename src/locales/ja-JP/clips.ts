import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "clips" area (ja-JP, the source of truth for keys). */
export const clips = {
  title: 'クリップ',
  clip: 'クリップ',
  create: 'クリップを作成',
  edit: 'クリップを編集',
  newClip: '新しいクリップ',
  empty: 'クリップはありません。',
  notes: 'クリップしたノート',
  noNotes: 'このクリップにはノートがありません。',
  removeNote: 'クリップから外す',
} satisfies MessageTree;
