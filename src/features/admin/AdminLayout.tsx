import { Link, Outlet } from '@tanstack/react-router';
import type { StoredAccount } from '@/core/accounts/account-types';
import { useI18n } from '@/core/i18n';
import { adminPagesFor } from './admin-nav';
import styles from './AdminLayout.module.css';

/** /admin: the list of admin pages this account may open, beside the open page. */
export function AdminLayout({ account }: { account: StoredAccount | null }) {
  const { t } = useI18n();
  return (
    <div className={styles.root} data-page="admin">
      <nav className={styles.nav} aria-label={t('adminScreens.title')}>
        {adminPagesFor(account).map((p) => (
          <Link
            key={p.path}
            to={(p.path ? `/admin/${p.path}` : '/admin') as '/admin'}
            className={styles.link}
            activeOptions={{ exact: p.path === '' }}
            activeProps={{ className: styles.active, 'aria-current': 'page' }}
          >
            <p.icon size={18} aria-hidden />
            <span>{t(p.label)}</span>
          </Link>
        ))}
      </nav>
      <div className={styles.main}>
        <Outlet />
      </div>
    </div>
  );
}
