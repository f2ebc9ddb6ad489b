import { permissionLabelKey } from '@/core/api-permissions';
import { useI18n } from '@/core/i18n';
import styles from './Approve.module.css';

/** Every requested permission in words (unknown names are shown as they are). */
export function PermissionList({ permissions }: { permissions: readonly string[] }) {
  const { t, tDynamic } = useI18n();
  if (permissions.length === 0) return <p>{t('miauth.approve.noPermissions')}</p>;
  return (
    <ul className={styles.permissions} aria-label={t('miauth.approve.permissions')}>
      {permissions.map((p) => {
        const key = permissionLabelKey(p);
        const label = tDynamic(key);
        return (
          <li key={p} data-permission={p}>
            {label === key ? p : label}
          </li>
        );
      })}
    </ul>
  );
}
