import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "tokens" area (ja-JP, the source of truth for keys): what a sign-in made for an app may not do. */
export const tokens = {
  settingsLocal: 'このログインではサーバーと設定を同期できません。設定はこのブラウザに保存されます。',
  appTokenOnly: 'このログインはアプリ用のため、サーバーはこの操作を許可していません。パスワードでログインすると使えます。',
  securityLimited: 'このログインはアプリ用のため、パスワード、二段階認証、ログイン履歴、アクセストークンはパスワードでログインしたときだけ管理できます。',
  registryUnavailable: 'このログインはアプリ用のため、サーバーのレジストリ（サーバーに保存された設定）を使えません。パスワードでログインすると表示できます。',
  backupsUnavailable: 'バックアップはサーバーのレジストリに保存されますが、このログインはアプリ用のため使えません。パスワードでログインすると保存・復元できます。',
} satisfies MessageTree;
