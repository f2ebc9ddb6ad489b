import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "statusbar" area (ja-JP, the source of truth for keys). */
export const statusbar = {
  region: 'ステータスバー',
  unavailable: '表示できる項目がありません',
  rssNotOffered: 'このサーバーはRSSを読み込めません',
  noUrl: 'RSSのURLが設定されていません',
  noList: 'リストが選択されていません',
  url: 'RSSのURL',
  urlInvalid: 'http(s)のURLを入力してください',
  shuffle: 'シャッフル',
  colored: 'サーバーの色で表示',
  list: 'リスト',
  refresh: '更新間隔（秒）',
  duration: '1周の時間（秒、小さいほど速い）',
  reverse: '逆向きに流す',
  sizes: {
    verySmall: '極小',
    small: '小',
    medium: '中',
    large: '大',
    veryLarge: '極大',
  },
} satisfies MessageTree;
