/**
 * Account settings endpoints as Misskey 13.14 serves them, one concept a module: the privacy and
 * notification fields of i/update (settings-profile.ts, wrapping the basic i/update of i-update.ts),
 * security keys (security-keys.ts), two-factor TOTP (settings-two-factor.ts), password and email
 * changes (settings-credentials.ts), sign-in history, access tokens and authorised apps
 * (settings-sessions.ts), webhooks (settings-webhooks.ts), exports and imports
 * (settings-export-import.ts), migration and account deletion (settings-move-delete.ts). What they
 * keep per user lives in settings-account-state.ts.
 */
import type { AnyEndpoint } from '../endpoint';
import { securityKeyEndpoints } from './security-keys';
import { settingsCredentialEndpoints } from './settings-credentials';
import { settingsExportImportEndpoints } from './settings-export-import';
import { settingsMoveDeleteEndpoints } from './settings-move-delete';
import { settingsProfileEndpoints } from './settings-profile';
import { settingsSessionEndpoints } from './settings-sessions';
import { settingsTwoFactorEndpoints } from './settings-two-factor';
import { settingsWebhookEndpoints } from './settings-webhooks';

export const settingsAccountEndpoints: Record<string, AnyEndpoint> = {
  ...securityKeyEndpoints,
  ...settingsProfileEndpoints,
  ...settingsTwoFactorEndpoints,
  ...settingsCredentialEndpoints,
  ...settingsSessionEndpoints,
  ...settingsWebhookEndpoints,
  ...settingsExportImportEndpoints,
  ...settingsMoveDeleteEndpoints,
};
