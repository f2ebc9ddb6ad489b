import { isUiLanguage, setLanguage, UI_LANGUAGES, useI18n } from '@/core/i18n';
import { CHROME_GENERAL_ITEMS, GENERAL_ITEMS } from '../catalogue/items';
import { Field } from '../controls/Field';
import { SettingItems } from '../controls/SettingControl';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';

/** General: language (kept by the i18n store on this device; only complete catalogues, each in its own name) and the general client items. */
export function GeneralSettingsPage({ asHome = false }: { asHome?: boolean }) {
  const { t, lang } = useI18n();
  return (
    <SettingsPageFrame page="general" asHome={asHome} title={asHome ? t('settingsScreens.index.title') : undefined}>
      <Field id="language" label={t('settingsScreens.general.language')} htmlFor="setting-language" hint={t('settings.languageDescription')}>
        <select
          id="setting-language"
          name="language"
          className={styles.select}
          value={lang}
          onChange={(e) => {
            if (isUiLanguage(e.target.value)) void setLanguage(e.target.value);
          }}
        >
          {UI_LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.nativeName}
            </option>
          ))}
        </select>
      </Field>
      <SettingItems items={GENERAL_ITEMS} />
      <SettingItems items={CHROME_GENERAL_ITEMS} />
    </SettingsPageFrame>
  );
}
