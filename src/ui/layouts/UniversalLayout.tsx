import type { ReactNode } from 'react';
import { SkipLink } from './SkipLink';
import styles from './UniversalLayout.module.css';

interface UniversalLayoutProps {
  nav: ReactNode;
  /** The widgets column, shown on wide screens (≥ 1300 px). */
  widgets?: ReactNode;
  /** The `menuDisplay` setting: the menu at the side with labels, as icons, or as a bar on top. */
  menuDisplay?: 'sideFull' | 'sideIcon' | 'top';
  /** Smartphones: the bottom navigation and the drawer replace the side bar. */
  phone?: { bottomNav: ReactNode; drawer: ReactNode } | null;
  /** The status bars (settings `statusbars`), above the page. */
  statusbars?: ReactNode;
  children: ReactNode;
}

/** The default layout: navigation bar, the page in the middle, widgets on wide screens. */
export function UniversalLayout({ nav, widgets, menuDisplay = 'sideFull', phone, statusbars, children }: UniversalLayoutProps) {
  const classes = [styles.root, widgets ? styles.withWidgets : '', menuDisplay === 'sideIcon' ? styles.sideIcon : '', menuDisplay === 'top' ? styles.top : '', phone ? styles.phone : ''];
  return (
    <div className={classes.join(' ')} data-layout="universal" data-menu-display={menuDisplay} data-device={phone ? 'smartphone' : undefined}>
      <SkipLink />
      {!phone && (
        <nav className={styles.nav} aria-label="main">
          {nav}
        </nav>
      )}
      <main className={styles.main} id="main-content">
        {statusbars}
        {children}
      </main>
      {widgets && !phone && (
        <aside className={styles.widgets} data-widgets-column="">
          {widgets}
        </aside>
      )}
      {phone?.bottomNav}
      {phone?.drawer}
    </div>
  );
}
