import type { ReactNode } from 'react';
import styles from './VisitorLayout.module.css';

/** Signed-out visitors: a slim header with the server's name and the sign-in actions. */
export function VisitorLayout({ brand, actions, children }: { brand: ReactNode; actions: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.root} data-layout="visitor">
      <header className={styles.header}>
        <div className={styles.brand}>{brand}</div>
        <div className={styles.actions}>{actions}</div>
      </header>
      <main className={styles.main} id="main-content">
        {children}
      </main>
    </div>
  );
}
