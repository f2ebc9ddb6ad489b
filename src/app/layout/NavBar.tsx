import { Link } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { isPrivileged } from '@/core/accounts/session';
import type { StoredAccount } from '@/core/accounts/account-types';
import { useSetting } from '@/core/settings';
import { openPostForm } from '@/core/post-form/post-form-store';
import { AccountMenu } from '@/features/accounts';
import { StreamIndicatorSlot } from './StreamIndicatorSlot';
import { resolveMenu } from './menu-items';
import styles from './NavBar.module.css';

/** The universal layout's navigation bar: the main menu items, settings, admin and the account. */
export function NavBar({ account }: { account: StoredAccount }) {
  const { t } = useI18n();
  const [menu] = useSetting('menu');
  const items = resolveMenu(menu);
  return (
    <div className={styles.root}>
      <div className={styles.account}>
        <AccountMenu account={account} />
      </div>
      <button type="button" className={styles.post} data-action="post" onClick={() => openPostForm({})}>
        <span aria-hidden>✎</span>
        <span className={styles.label}>{t('postForm.title')}</span>
      </button>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.id}>
            {item.to ? (
              <Link to={item.to} className={styles.item} activeProps={{ className: styles.active, 'aria-current': 'page' }} activeOptions={{ exact: item.to === '/' }}>
                <span className={styles.icon} aria-hidden>
                  {item.icon}
                </span>
                <span className={styles.label}>{t(item.label)}</span>
              </Link>
            ) : (
              <button type="button" className={styles.item} onClick={item.action}>
                <span className={styles.icon} aria-hidden>
                  {item.icon}
                </span>
                <span className={styles.label}>{t(item.label)}</span>
              </button>
            )}
          </li>
        ))}
        {isPrivileged(account) && (
          <li>
            <Link to="/admin" className={styles.item} activeProps={{ className: styles.active }}>
              <span className={styles.icon} aria-hidden>
                ⚙
              </span>
              <span className={styles.label}>{t('nav.admin')}</span>
            </Link>
          </li>
        )}
        <li>
          <Link to="/settings" className={styles.item} activeProps={{ className: styles.active }}>
            <span className={styles.icon} aria-hidden>
              ⚙
            </span>
            <span className={styles.label}>{t('nav.settings')}</span>
          </Link>
        </li>
      </ul>
      <StreamIndicatorSlot />
    </div>
  );
}
