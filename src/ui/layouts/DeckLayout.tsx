import type { ReactNode } from 'react';
import { SkipLink } from './SkipLink';
import styles from './DeckLayout.module.css';

/** The deck (only at /, when chosen): a slim menu and the columns filling the screen, below the status bars if any. */
export function DeckLayout({ nav, statusbars, children }: { nav: ReactNode; statusbars?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.root} data-layout="deck">
      <SkipLink />
      <nav className={styles.nav} aria-label="main">
        {nav}
      </nav>
      <main className={styles.main} id="main-content">
        {statusbars}
        <div className={styles.columns}>{children}</div>
      </main>
    </div>
  );
}
