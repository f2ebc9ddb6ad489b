import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "lists" area (ja-JP, the source of truth for keys). */
export const lists = {
  addToList: 'リストに追加',
  title: 'リスト',
  list: 'リスト',
  name: 'リスト名',
  create: 'リストを作成',
  empty: 'リストはありません。',
  members: 'メンバー {n}人',
  membersLabel: 'メンバー',
  noMembers: 'メンバーはいません。',
  addUser: 'ユーザーを追加',
  removeUser: '{name}をリストから外す',
  timeline: 'タイムライン',
} satisfies MessageTree;
