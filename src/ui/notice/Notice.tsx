import type { ReactNode } from 'react';
import { IconInfoCircle } from '@/ui/icons';
import styles from './Notice.module.css';

/** A short explanatory note inside a page (why something is kept locally, hidden or unavailable). */
export function Notice({ children, name }: { children: ReactNode; name: string }) {
  return (
    <p className={styles.notice} role="note" data-notice={name}>
      <IconInfoCircle size={18} aria-hidden className={styles.icon} />
      <span>{children}</span>
    </p>
  );
}
