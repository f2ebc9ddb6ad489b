import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "apiConsole" area (ja-JP, the source of truth for keys). */
export const apiConsole = {
  title: 'APIコンソール',
  endpoint: 'エンドポイント',
  unknownEndpoint: 'このサーバーはこのエンドポイントを公開していません。',
  paramsOf: 'パラメータ: {list}',
  params: 'パラメータ（JSONオブジェクト）',
  notAnObject: 'パラメータはJSONオブジェクトで指定してください。',
  withCredential: '自分の認証情報を付けて送る',
  send: '送信',
  status: 'HTTP {status}（{ms} ms）',
  networkError: 'リクエストがサーバーに届きませんでした。',
  emptyBody: '（内容なし）',
} satisfies MessageTree;
