import { formatDateTime, useI18n } from '@/core/i18n';
import type { WidgetProps } from '../widget-types';
import { useNow } from '../use-now';
import styles from './kinds.module.css';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** An analogue clock. */
export function ClockWidget() {
  const { t } = useI18n();
  const now = useNow(1000);
  const s = now.getSeconds();
  const m = now.getMinutes() + s / 60;
  const h = (now.getHours() % 12) + m / 60;
  const hand = (angle: number, length: number, width: number, color: string) => {
    const rad = (angle - 90) * (Math.PI / 180);
    return <line x1="50" y1="50" x2={50 + Math.cos(rad) * length} y2={50 + Math.sin(rad) * length} stroke={color} strokeWidth={width} strokeLinecap="round" />;
  };
  return (
    <div className={styles.clock}>
      <svg viewBox="0 0 100 100" width="140" height="140" role="img" aria-label={t('widgets.timeNow', { time: formatDateTime(now, { timeStyle: 'medium' }) })}>
        <circle cx="50" cy="50" r="46" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="2" />
        {Array.from({ length: 12 }, (_, i) => {
          const rad = (i * 30 - 90) * (Math.PI / 180);
          return <circle key={i} cx={50 + Math.cos(rad) * 40} cy={50 + Math.sin(rad) * 40} r={i % 3 === 0 ? 2 : 1} fill="currentColor" />;
        })}
        {hand(h * 30, 24, 4, 'currentColor')}
        {hand(m * 6, 34, 3, 'currentColor')}
        {hand(s * 6, 38, 1.2, 'var(--accent)')}
      </svg>
    </div>
  );
}

/** HH:MM:SS (and milliseconds when chosen). */
export function DigitalClockWidget({ widget }: WidgetProps) {
  const showMs = widget.data.showMs === true;
  const now = useNow(showMs ? 50 : 1000);
  return (
    <div className={styles.digital} role="timer">
      {pad(now.getHours())}:{pad(now.getMinutes())}:{pad(now.getSeconds())}
      {showMs && <span className={styles.ms}>.{pad(now.getMilliseconds(), 3)}</span>}
    </div>
  );
}

/** Seconds since the Unix epoch. */
export function UnixClockWidget({ widget }: WidgetProps) {
  const showMs = widget.data.showMs === true;
  const now = useNow(showMs ? 50 : 1000);
  const ms = now.getTime();
  return (
    <div className={styles.digital} role="timer">
      {Math.floor(ms / 1000)}
      {showMs && <span className={styles.ms}>.{pad(ms % 1000, 3)}</span>}
    </div>
  );
}
