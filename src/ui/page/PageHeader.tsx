import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isNarrowHeader } from './header-width';
import styles from './PageHeader.module.css';

/** A page's sticky header: its title, an optional control before it (a back button) and actions after it; tighter when narrow. */
export function PageHeader({ title, actions, leading }: { title: string; actions?: ReactNode; leading?: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // The border box: its width does not change with the narrow padding (no flip-flop at the threshold).
    // The first observation comes before the next paint, with no forced layout on the start path.
    const ro = new ResizeObserver((entries) => {
      const entry = entries[0];
      setNarrow(isNarrowHeader(entry?.borderBoxSize?.[0]?.inlineSize ?? el.offsetWidth));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return (
    <header ref={ref} className={`${styles.header} ${narrow ? styles.narrow : ''}`} data-sticky-header="" data-narrow={narrow || undefined}>
      {leading}
      <h1 className={`${styles.title} ${leading ? styles.titleAfterLeading : ''}`}>{title}</h1>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
