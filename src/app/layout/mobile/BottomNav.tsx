import { Link } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { openPostForm } from '@/core/post-form/post-form-store';
import styles from './Mobile.module.css';

/** The smartphone's bottom navigation: menu (the drawer), home, notifications, search and post. */
export function BottomNav({ onMenu }: { onMenu: () => void }) {
  const { t } = useI18n();
  return (
    <nav className={styles.bottomNav} aria-label={t('layout.bottomNav')}>
      <button type="button" className={styles.bottomItem} onClick={onMenu} aria-haspopup="dialog" data-action="open-drawer">
        <span aria-hidden>☰</span>
        <span className={styles.bottomLabel}>{t('nav.menu')}</span>
      </button>
      <Link to="/" className={styles.bottomItem} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
        <span aria-hidden>⌂</span>
        <span className={styles.bottomLabel}>{t('nav.home')}</span>
      </Link>
      <Link to="/search" className={styles.bottomItem} activeProps={{ 'aria-current': 'page' }}>
        <span aria-hidden>🔍</span>
        <span className={styles.bottomLabel}>{t('nav.search')}</span>
      </Link>
      <button type="button" className={`${styles.bottomItem} ${styles.bottomPost}`} onClick={() => openPostForm({})} data-action="post">
        <span aria-hidden>✎</span>
        <span className={styles.bottomLabel}>{t('postForm.title')}</span>
      </button>
    </nav>
  );
}
