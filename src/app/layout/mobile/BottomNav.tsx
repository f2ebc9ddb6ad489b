import { Link } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { openPostForm } from '@/core/post-form/post-form-store';
import styles from './Mobile.module.css';
import { IconBell, IconHome, IconMenu2, IconPencil, IconSearch } from '@/ui/icons';
import { useUnreadNotificationsBadge } from '@/features/notifications/badge';

/** The smartphone's bottom navigation: menu (the drawer), home, notifications (with the unread badge), search and post. */
export function BottomNav({ onMenu }: { onMenu: () => void }) {
  const { t } = useI18n();
  const badge = useUnreadNotificationsBadge();
  return (
    <nav className={styles.bottomNav} aria-label={t('layout.bottomNav')}>
      <button type="button" className={styles.bottomItem} onClick={onMenu} aria-haspopup="dialog" data-action="open-drawer">
        <IconMenu2 aria-hidden size={22} />
        <span className={styles.bottomLabel}>{t('nav.menu')}</span>
      </button>
      <Link to="/" className={styles.bottomItem} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
        <IconHome aria-hidden size={22} />
        <span className={styles.bottomLabel}>{t('nav.home')}</span>
      </Link>
      <Link to="/my/notifications" className={styles.bottomItem} activeProps={{ 'aria-current': 'page' }}>
        <IconBell aria-hidden size={22} />
        <span className={styles.bottomLabel}>{t('nav.notifications')}</span>
        {badge !== null && (
          <span className={styles.bottomBadge} role="status" aria-label={t('nav.unreadNotificationsBadge', { count: badge || '•' })} data-badge="notifications">
            {badge}
          </span>
        )}
      </Link>
      <Link to="/search" className={styles.bottomItem} activeProps={{ 'aria-current': 'page' }}>
        <IconSearch aria-hidden size={22} />
        <span className={styles.bottomLabel}>{t('nav.search')}</span>
      </Link>
      <button type="button" className={`${styles.bottomItem} ${styles.bottomPost}`} onClick={() => openPostForm({})} data-action="post">
        <IconPencil aria-hidden size={22} />
        <span className={styles.bottomLabel}>{t('postForm.title')}</span>
      </button>
    </nav>
  );
}
