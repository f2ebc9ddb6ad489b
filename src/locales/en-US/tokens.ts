import type { Messages } from '@/core/i18n/types';

/** Messages of the "tokens" area (en-US). */
export const tokens: Messages['tokens'] = {
  settingsLocal: 'This sign-in cannot sync settings with the server; they are kept in this browser.',
  appTokenOnly: 'This sign-in was made for an app, and the server allows this only when you sign in with your password.',
  securityLimited: 'This sign-in was made for an app: the password, two-factor authentication, sign-in history and access tokens can only be managed when you sign in with your password.',
  registryUnavailable: "This sign-in was made for an app and cannot use the server's registry (settings stored on the server). Sign in with your password to see it.",
  backupsUnavailable: "Backups are kept in the server's registry, which this sign-in (made for an app) cannot use. Sign in with your password to save or restore them.",
};
