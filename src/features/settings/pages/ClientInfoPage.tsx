import { useQuery } from '@tanstack/react-query';
import { getServerOrigin } from '@/core/accounts/session';
import { useI18n, type MessageKey } from '@/core/i18n';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';

/** The product's own page: which client, which version, which server. */
export function ClientInfoPage() {
  const { t } = useI18n();
  const meta = useQuery(instanceMetaQuery());
  const buildId: unknown = import.meta.env.VITE_BUILD_ID;
  const version = typeof buildId === 'string' && buildId ? buildId : import.meta.env.MODE;
  const rows: Array<[MessageKey, string]> = [
    ['settingsScreens.client.name', 'Misskey Web Client'],
    ['settingsScreens.client.version', version],
    ['settingsScreens.client.server', getServerOrigin()],
    ['settingsScreens.client.serverVersion', typeof meta.data?.version === 'string' ? meta.data.version : '—'],
  ];
  return (
    <SettingsPageFrame page="client">
      <dl className={styles.list}>
        {rows.map(([key, value]) => (
          <div key={key} className={styles.listItem}>
            <dt className={styles.grow}>{t(key)}</dt>
            <dd className={styles.mono}>{value}</dd>
          </div>
        ))}
      </dl>
    </SettingsPageFrame>
  );
}
