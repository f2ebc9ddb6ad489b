import { Link } from '@tanstack/react-router';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { getSettingDefinition, resetSetting, settingKeys } from '@/core/settings';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { OTHER_ITEMS } from '../catalogue/items';
import { Field, Section } from '../controls/Field';
import { SettingItems } from '../controls/SettingControl';
import { SettingsPageFrame } from '../SettingsPageFrame';

/** Other: error log and registry links, a few toggles, and resetting this device's client settings. */
export function OtherSettingsPage() {
  const { t } = useI18n();
  return (
    <SettingsPageFrame page="other">
      <Field id="error-log">
        <Link to="/errorlog">{t('settingsScreens.other.errorLog')}</Link>
      </Field>
      <Field id="registry">
        <a href="/registry">{t('settingsScreens.other.registry')}</a>
      </Field>
      <SettingItems items={OTHER_ITEMS} />
      <Section>
        <Field id="reset">
          <Button
            onClick={async () => {
              if (!(await confirmDialog({ text: t('settingsScreens.other.resetConfirm') }))) return;
              for (const key of settingKeys) if (getSettingDefinition(key).scope !== 'account') resetSetting(key);
              showToast(t('settingsScreens.other.resetDone'), 'success');
            }}
          >
            {t('settingsScreens.other.reset')}
          </Button>
        </Field>
      </Section>
    </SettingsPageFrame>
  );
}
