import type { ReactNode } from 'react';
import styles from './UniversalLayout.module.css';

/** The default layout: navigation bar on the side, the page in the middle. */
export function UniversalLayout({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.root} data-layout="universal">
      <nav className={styles.nav} aria-label="main">
        {nav}
      </nav>
      <main className={styles.main} id="main-content">
        {children}
      </main>
    </div>
  );
}
