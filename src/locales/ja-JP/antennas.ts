import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "antennas" area (ja-JP, the source of truth for keys). */
export const antennas = {
  title: 'アンテナ',
  create: 'アンテナを作成',
  edit: 'アンテナを編集',
  editor: 'アンテナの設定',
  empty: 'アンテナはありません。',
  timeline: 'タイムライン',
  source: '受信ソース',
  src: {
    home: 'ホームタイムラインのノート',
    all: 'すべてのノート',
    users: '指定したユーザーのノート',
    list: 'リストのユーザーのノート',
  },
  list: 'リスト',
  pickList: 'リストを選択',
  users: 'ユーザー',
  usersHint: '1行に1ユーザー（@username または username@host）',
  keywords: '受信キーワード',
  excludeKeywords: '除外キーワード',
  keywordsHint: 'スペースで区切るとAND指定、改行で区切るとOR指定になります',
  caseSensitive: '大文字小文字を区別する',
  withReplies: '返信を含む',
  withFile: 'ファイルが添付されたノートのみ',
  notify: '新しいノートを通知する',
  problem: {
    name: '名前を入力してください。',
    list: 'リストを選んでください。',
    users: 'ユーザーを1人以上入力してください。',
  },
} satisfies MessageTree;
