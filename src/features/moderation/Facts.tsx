import type { ReactNode } from 'react';
import styles from './Moderation.module.css';

/** A definition list of facts; rows with an empty value are left out. */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className={styles.facts}>
      {rows
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .map(([k, v]) => (
          <div key={k} className={styles.fact}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}
