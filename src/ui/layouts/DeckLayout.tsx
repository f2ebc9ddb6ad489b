import type { ReactNode } from 'react';
import { SkipLink } from './SkipLink';
import styles from './DeckLayout.module.css';

/** The deck (only at /, when chosen): a slim menu and the columns filling the screen. */
export function DeckLayout({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.root} data-layout="deck">
      <SkipLink />
      <nav className={styles.nav} aria-label="main">
        {nav}
      </nav>
      <main className={styles.main} id="main-content">
        {children}
      </main>
    </div>
  );
}
