import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "rest52" area (ja-JP, the source of truth for keys): Retry on widgets and Pages' note blocks; another server's sign-in while storage refuses. */
export const rest52 = {
  noteLoadFailed: 'ノートを読み込めませんでした。',
  signInNotKept: 'このブラウザはこのサイトのデータを保存できないため、{host} でのログインをこのページに残せません。サイトのデータの保存を許可してから、もう一度お試しください。',
  remoteNeedsStorage: 'このブラウザはこのサイトのデータを保存できないため、{host} でログインしてもこのページに戻ってこられません。サイトのデータの保存を許可するか、アクセストークンでログインしてください。',
} satisfies MessageTree;
