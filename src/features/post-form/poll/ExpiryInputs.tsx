import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { DURATION_UNITS, splitDuration, type DurationUnit } from './poll-draft';
import styles from './PollEditor.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

function splitDeadline(ts: number): { date: string; time: string } {
  const d = new Date(ts);
  return { date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
}

/** Local date (yyyy-mm-dd) and time (hh:mm) to ms since epoch; 0 (a past deadline) when incomplete. */
export function joinDeadline(date: string, time: string): number {
  const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const tm = /^(\d{2}):(\d{2})/.exec(time || '00:00');
  if (!dm || !tm) return 0;
  return new Date(Number(dm[1]), Number(dm[2]) - 1, Number(dm[3]), Number(tm[1]), Number(tm[2])).getTime();
}

/** "At a date and time": date and time inputs, kept locally so half-typed values survive. */
export function DeadlineInputs({ value, onChange }: { value: number; onChange: (ts: number) => void }) {
  const { t } = useI18n();
  const [local, setLocal] = useState(() => ({ ...splitDeadline(value), emitted: value }));
  if (local.emitted !== value) setLocal({ ...splitDeadline(value), emitted: value });
  const change = (date: string, time: string) => {
    const ts = joinDeadline(date, time);
    setLocal({ date, time, emitted: ts });
    onChange(ts);
  };
  return (
    <div className={styles.row}>
      <label className={styles.field}>
        <span>{t('pollEditor.deadlineDate')}</span>
        <input type="date" value={local.date} onChange={(e) => change(e.target.value, local.time)} />
      </label>
      <label className={styles.field}>
        <span>{t('pollEditor.deadlineTime')}</span>
        <input type="time" value={local.time} onChange={(e) => change(local.date, e.target.value)} />
      </label>
    </div>
  );
}

const UNITS: DurationUnit[] = ['second', 'minute', 'hour', 'day'];

/** "After a duration": an amount and a unit (second, minute, hour, day). */
export function DurationInputs({ value, onChange }: { value: number; onChange: (ms: number) => void }) {
  const { t } = useI18n();
  const [local, setLocal] = useState(() => {
    const { amount, unit } = splitDuration(value);
    return { amount: String(amount), unit, emitted: value };
  });
  if (local.emitted !== value) {
    const { amount, unit } = splitDuration(value);
    setLocal({ amount: String(amount), unit, emitted: value });
  }
  const change = (amount: string, unit: DurationUnit) => {
    const n = Number(amount);
    const ms = amount.trim() !== '' && Number.isFinite(n) && n > 0 ? Math.round(n * DURATION_UNITS[unit]) : 0;
    setLocal({ amount, unit, emitted: ms });
    onChange(ms);
  };
  return (
    <div className={styles.row}>
      <label className={styles.field}>
        <span>{t('pollEditor.duration')}</span>
        <input type="number" min={1} step={1} inputMode="numeric" value={local.amount} onChange={(e) => change(e.target.value, local.unit)} />
      </label>
      <label className={styles.field}>
        <span>{t('pollEditor.unit')}</span>
        <select value={local.unit} onChange={(e) => change(local.amount, e.target.value as DurationUnit)}>
          {UNITS.map((u) => (
            <option key={u} value={u}>
              {t(`pollEditor.${u}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
