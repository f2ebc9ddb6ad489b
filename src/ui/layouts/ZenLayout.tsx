import type { ReactNode } from 'react';
import styles from './ZenLayout.module.css';

/** `?zen`: the page alone, with only a way back out. */
export function ZenLayout({ exit, children }: { exit: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.root} data-layout="zen">
      <div className={styles.exit}>{exit}</div>
      <main className={styles.main} id="main-content">
        {children}
      </main>
    </div>
  );
}
