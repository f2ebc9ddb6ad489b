import { formatDateTime, useI18n } from '@/core/i18n';
import { useNow } from '../use-now';
import { calendarProgress } from './calendar-progress';
import styles from './kinds.module.css';

/** Today's date and how far the day, month and year have gone. */
export function CalendarWidget() {
  const { t } = useI18n();
  const now = useNow(60_000);
  const p = calendarProgress(now);
  const bar = (label: string, value: number) => (
    <div>
      <div className={styles.barLabel}>
        <span>{label}</span>
        <span>{Math.floor(value * 100)}%</span>
      </div>
      <div className={styles.bar} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.floor(value * 100)}>
        <div className={styles.barFill} style={{ width: `${value * 100}%` }} />
      </div>
    </div>
  );
  return (
    <div className={styles.calendar}>
      <div className={styles.day}>
        <div>{formatDateTime(now, { year: 'numeric', month: 'short' })}</div>
        <div className={styles.dayNum}>{now.getDate()}</div>
        <div>{formatDateTime(now, { weekday: 'short' })}</div>
      </div>
      {bar(t('widgets.today'), p.day)}
      {bar(t('widgets.thisMonth'), p.month)}
      {bar(t('widgets.thisYear'), p.year)}
    </div>
  );
}
