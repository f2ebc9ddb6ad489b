import { Link } from '@tanstack/react-router';
import { isLanguageCode, LANGUAGES, useI18n, setLanguage } from '@/core/i18n';
import { LayoutSettings } from '@/ui/layouts/LayoutSettings';
import { PageHeader } from '@/ui/page/PageHeader';
import styles from './SettingsPage.module.css';

/** /settings: the first settings (language); the settings pages grow with their features. */
export function SettingsPage() {
  const { t, lang } = useI18n();
  return (
    <section data-page="settings">
      <PageHeader title={t('settings.title')} />
      <div className={styles.body}>
        <h2 className={styles.section}>{t('settings.general')}</h2>
        <label className={styles.field}>
          <span>{t('settings.language')}</span>
          <select name="language" value={lang} onChange={(e) => {
              if (isLanguageCode(e.target.value)) void setLanguage(e.target.value);
            }}>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.nativeName}
              </option>
            ))}
          </select>
          <small className={styles.hint}>{t('settings.languageDescription')}</small>
        </label>
        <LayoutSettings />
        <p>
          <Link to="/settings/accounts">{t('account.manageAccounts')}</Link>
        </p>
        <p>
          <Link to="/errorlog">{t('errors.errorLog')}</Link>
        </p>
      </div>
    </section>
  );
}
