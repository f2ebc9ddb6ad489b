import { useI18n } from '@/core/i18n';
import { useMe } from '../account/me';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';

const SERVICES = ['twitter', 'github', 'discord'] as const;

/** Integrations: outside services the server links accounts with (older servers only). */
export function IntegrationPage() {
  const { t } = useI18n();
  const me = useMe().data;
  const linked = SERVICES.filter((s) => typeof me?.[s] === 'object' && me?.[s] !== null);
  return (
    <SettingsPageFrame page="integration">
      <p className={styles.hint}>{t('settingsScreens.integration.hint')}</p>
      {linked.length === 0 ? (
        <p>{t('settingsScreens.integration.none')}</p>
      ) : (
        <ul className={styles.list}>
          {linked.map((s) => (
            <li key={s} className={styles.listItem}>
              {s}
            </li>
          ))}
        </ul>
      )}
    </SettingsPageFrame>
  );
}
