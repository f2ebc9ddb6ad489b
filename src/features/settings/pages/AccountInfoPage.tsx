import { formatBytes, formatDateTime, formatNumber, useI18n, type MessageKey } from '@/core/i18n';
import { useQuery } from '@tanstack/react-query';
import { driveUsageQuery } from '../account/drive-queries';
import { useMe } from '../account/me';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';

/** Account info: id, sign-up date, counts, drive usage, roles. */
export function AccountInfoPage() {
  const { t } = useI18n();
  const me = useMe().data;
  const drive = useQuery(driveUsageQuery());
  const num = (v: unknown) => (typeof v === 'number' ? formatNumber(v) : '—');
  const rows: Array<[MessageKey, string]> = [
    ['settingsScreens.accountInfo.id', typeof me?.id === 'string' ? me.id : '—'],
    ['settingsScreens.accountInfo.createdAt', typeof me?.createdAt === 'string' ? formatDateTime(me.createdAt) : '—'],
    ['settingsScreens.accountInfo.notes', num(me?.notesCount)],
    ['settingsScreens.accountInfo.following', num(me?.followingCount)],
    ['settingsScreens.accountInfo.followers', num(me?.followersCount)],
    ['settingsScreens.accountInfo.loggedInDays', num(me?.loggedInDays)],
    ['settingsScreens.accountInfo.driveUsage', drive.data ? `${formatBytes(drive.data.usage)} / ${formatBytes(drive.data.capacity)}` : '—'],
  ];
  const roles = Array.isArray(me?.roles) ? (me.roles as Array<{ name?: unknown }>).map((r) => (typeof r?.name === 'string' ? r.name : '')).filter(Boolean) : [];
  return (
    <SettingsPageFrame page="account-info">
      <dl className={styles.list}>
        {rows.map(([key, value]) => (
          <div key={key} className={styles.listItem}>
            <dt className={styles.grow}>{t(key)}</dt>
            <dd className={styles.mono}>{value}</dd>
          </div>
        ))}
        {roles.length > 0 && (
          <div className={styles.listItem}>
            <dt className={styles.grow}>{t('settingsScreens.accountInfo.roles')}</dt>
            <dd>{roles.join(', ')}</dd>
          </div>
        )}
      </dl>
    </SettingsPageFrame>
  );
}
