import { Outlet, useLocation } from '@tanstack/react-router';
import { SettingsIndex } from './SettingsIndex';
import { useAnchorJump } from './use-anchor-jump';
import styles from './SettingsLayout.module.css';

/**
 * /settings and its pages: on wide screens the index and the page side by side; on narrow
 * screens the index alone at /settings and each page alone.
 */
export function SettingsLayout() {
  const { pathname } = useLocation();
  const atIndex = /^\/settings\/?$/.test(pathname);
  useAnchorJump();
  return (
    <div className={styles.layout} data-page="settings" data-at-index={atIndex}>
      <aside className={styles.index}>
        <SettingsIndex showNotice={atIndex} />
      </aside>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
