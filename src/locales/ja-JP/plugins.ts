import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "plugins" area (ja-JP, the source of truth for keys). */
export const plugins = {
  title: 'プラグイン',
  description: 'プラグインはAiScriptで書かれた小さなプログラムです。ノートのメニューや投稿フォームに機能を追加できます。',
  install: 'プラグインのインストール',
  none: 'インストールされたプラグインはありません。',
  active: '有効',
  configure: '設定',
  uninstall: 'アンインストール',
  confirmUninstall: '{name} をアンインストールしますか？',
  noPermissions: 'このプラグインは権限を求めていません。',
  grantTitle: '{name} に次の権限を与えますか？',
  grantText: '{list}',
  installWarning: '信頼できる作者のプラグインだけをインストールしてください。プラグインは与えた権限の範囲であなたのアカウントを操作できます。',
  source: 'ソースコード',
  installButton: 'インストール',
  lastError: 'エラーで停止しました: {message}',
  failed: 'プラグイン「{name}」でエラーが発生しました: {message}',
  errors: {
    syntax: '構文エラー: {detail}',
    noMeta: 'プラグインの情報（### { … }）がありません。',
    noName: 'プラグインに名前（name）がありません。',
    noVersion: 'プラグインにバージョン（version）がありません。',
    badPermission: '不明な権限です: {detail}',
  },
} satisfies MessageTree;
