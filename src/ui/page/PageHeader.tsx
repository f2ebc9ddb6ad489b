import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

/** A page's sticky header: its title, an optional control before it (a back button) and actions after it. */
export function PageHeader({ title, actions, leading }: { title: string; actions?: ReactNode; leading?: ReactNode }) {
  return (
    <header className={styles.header} data-sticky-header="">
      {leading}
      <h1 className={`${styles.title} ${leading ? styles.titleAfterLeading : ''}`}>{title}</h1>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
