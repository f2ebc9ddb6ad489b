import type { CSSProperties } from 'react';
import type { TickerItem } from './statusbar-queries';
import styles from './StatusBars.module.css';

/** The bar's items scrolling sideways (paused on hover or focus; still, and scrollable, when motion is reduced). */
export function Marquee({ items, duration, reverse }: { items: readonly TickerItem[]; duration: number; reverse: boolean }) {
  const style = { '--marqueeDuration': `${duration}s` } as CSSProperties;
  return (
    <div className={styles.viewport}>
      <span className={`${styles.track} ${reverse ? styles.reverse : ''}`} style={style} data-statusbar-track="" data-reverse={reverse || undefined}>
        {items.map((item) => (
          <span key={item.key} className={styles.item} data-statusbar-item="">
            {item.iconUrl && <img className={styles.icon} src={item.iconUrl} alt="" loading="lazy" />}
            {item.href === null ? (
              <span style={item.color ? { color: item.color } : undefined}>{item.text}</span>
            ) : item.external ? (
              <a className={styles.link} href={item.href} target="_blank" rel="noopener noreferrer nofollow" style={item.color ? { color: item.color } : undefined}>
                {item.text}
              </a>
            ) : (
              // In-app: the app's link behaviour navigates in the page (or its window / deck column).
              <a className={styles.link} href={item.href}>
                {item.text}
              </a>
            )}
          </span>
        ))}
      </span>
    </div>
  );
}
