import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "scratchpad" area (ja-JP, the source of truth for keys). */
export const scratchpad = {
  title: 'スクラッチパッド',
  description: 'ここでAiScriptを実行できます。Ctrl+Enterで実行、終わらないスクリプトは停止ボタンで止められます。',
  code: 'スクリプト',
  run: '実行',
  stop: '停止',
  output: '出力',
  syntaxError: '構文エラー: {message}',
  runtimeError: '実行時エラー: {message}',
  stopped: 'スクリプトを停止しました。',
  finished: '{steps}ステップで終了しました。',
} satisfies MessageTree;
