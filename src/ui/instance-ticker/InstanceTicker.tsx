import type { SyntheticEvent } from 'react';
import type { TickerInfo } from '@/core/entities/instance-ticker';
import styles from './InstanceTicker.module.css';

/** An icon that fails to load is hidden (no broken-image glyph in every row). */
function hideImage(e: SyntheticEvent<HTMLImageElement>): void {
  e.currentTarget.hidden = true;
}

/**
 * A server's badge: its icon, its name, tinted with its theme colour. Everything comes from the
 * server (checked by instance-ticker.ts): the name is text, the icon an http(s) image loaded lazily.
 */
export function InstanceTicker({ info, className, host }: { info: TickerInfo; className?: string; host?: string | null }) {
  return (
    <span
      className={className ? `${styles.ticker} ${className}` : styles.ticker}
      style={info.colour ? { background: info.colour, color: info.text ?? undefined } : undefined}
      title={info.name}
      data-instance-ticker={host ?? ''}
    >
      {info.icon && <img className={styles.icon} src={info.icon} alt="" width={14} height={14} loading="lazy" decoding="async" onError={hideImage} />}
      {info.name}
    </span>
  );
}
