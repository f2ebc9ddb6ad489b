import { formatDateTime, useI18n } from '@/core/i18n';
import styles from './fn.module.css';
import { IconClock } from '@/ui/icons';

/** Largest |time| a Date can hold, in ms. */
const MAX_DATE_MS = 8.64e15;

/** Milliseconds for a unix time in seconds written as text, or null when it is not one. */
export function unixTimeMs(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d{1,16}(\.\d+)?$/.test(trimmed)) return null;
  const ms = Number(trimmed) * 1000;
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_DATE_MS ? ms : null;
}

/** `$[unixtime 1700000000]`: the moment in the reader's language, machine-readable in `dateTime`. */
export function UnixTime({ ms }: { ms: number }) {
  useI18n(); // re-render when the language changes
  const date = new Date(ms);
  const full = formatDateTime(date, { dateStyle: 'full', timeStyle: 'long' });
  return (
    <time className={styles.unixtime} dateTime={date.toISOString()} title={full}>
      <IconClock aria-hidden size="1em" style={{ verticalAlign: '-0.125em', marginRight: '0.25em' }} />
      {formatDateTime(date)}
    </time>
  );
}
