import { getAccount } from '@/core/accounts/session';
import { useStartCapabilities } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { Notice } from './Notice';

/** Said where account-scope settings are shown, for a sign-in that may not use the registry: they stay in this browser. */
export function LocalSettingsNotice() {
  const { t } = useI18n();
  const caps = useStartCapabilities();
  if (!getAccount() || caps.registry) return null;
  return <Notice name="settings-local">{t('settingsScreens.tokens.settingsLocal')}</Notice>;
}
