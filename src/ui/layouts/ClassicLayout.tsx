import type { ReactNode } from 'react';
import { SkipLink } from './SkipLink';
import styles from './ClassicLayout.module.css';

interface ClassicLayoutProps {
  /** The menu, as a bar across the top. */
  nav: ReactNode;
  /** Widgets left and right of the page on wide screens. */
  left?: ReactNode;
  right?: ReactNode;
  /** The status bars (settings `statusbars`), above the page. */
  statusbars?: ReactNode;
  children: ReactNode;
}

/** The classic layout: the menu as a header bar, the page centred between two widget columns. */
export function ClassicLayout({ nav, left, right, statusbars, children }: ClassicLayoutProps) {
  const wide = !!(left || right);
  return (
    <div className={styles.root} data-layout="classic">
      <SkipLink />
      <nav className={styles.header} aria-label="main">
        {nav}
      </nav>
      <div className={[styles.body, wide ? styles.withWidgets : ''].join(' ')}>
        {wide && <aside className={styles.side} data-widgets-column="left">{left}</aside>}
        <main className={styles.main} id="main-content">
          {statusbars}
          {children}
        </main>
        {wide && <aside className={styles.side} data-widgets-column="right">{right}</aside>}
      </div>
    </div>
  );
}
