import { inputDialog } from '@/core/dialogs/dialog-store';
import { t } from '@/core/i18n';

/** Asks for the account password before a dangerous action; null when cancelled or empty. */
export async function askPassword(): Promise<string | null> {
  const value = await inputDialog({ title: t('settingsScreens.common.passwordTitle'), inputType: 'password' });
  return value && value !== '' ? value : null;
}
