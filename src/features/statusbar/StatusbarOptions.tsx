import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useI18n } from '@/core/i18n';
import type { Statusbar } from '@/core/settings';
import { myListsQuery } from '@/features/lists';
import {
  federationProps, MARQUEE_MAX_SEC, MARQUEE_MIN_SEC, REFRESH_MAX_SEC, REFRESH_MIN_SEC, rssProps, userListProps, type CommonProps,
} from './statusbar-props';
import styles from './StatusbarOptions.module.css';

type Patch = (props: Record<string, unknown>) => void;

/** The options of one bar's kind (feed address, list, colours) and the scrolling speed of all kinds. */
export function StatusbarOptions({ bar, onProps }: { bar: Statusbar; onProps: Patch }) {
  const set: Patch = (patch) => onProps({ ...bar.props, ...patch });
  if (bar.type === 'rss') {
    const p = rssProps(bar.props);
    return (
      <div className={styles.options}>
        <RssUrl value={typeof bar.props.url === 'string' ? bar.props.url : ''} onChange={(url) => set({ url })} />
        <Check label="statusbar.shuffle" checked={p.shuffle} onChange={(shuffle) => set({ shuffle })} />
        <Common props={p} set={set} />
      </div>
    );
  }
  if (bar.type === 'federation') {
    const p = federationProps(bar.props);
    return (
      <div className={styles.options}>
        <Check label="statusbar.colored" checked={p.colored} onChange={(colored) => set({ colored })} />
        <Common props={p} set={set} />
      </div>
    );
  }
  if (bar.type === 'userList') {
    const p = userListProps(bar.props);
    return (
      <div className={styles.options}>
        <ListChoice value={p.userListId} onChange={(userListId) => set({ userListId })} />
        <Common props={p} set={set} />
      </div>
    );
  }
  return null;
}

function RssUrl({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const { t } = useI18n();
  const id = useId();
  const invalid = value.trim() !== '' && rssProps({ url: value }).url === '';
  return (
    <span className={styles.field}>
      <label htmlFor={id}>{t('statusbar.url')}</label>
      <input id={id} className={styles.input} type="url" inputMode="url" placeholder="https://" value={value} aria-invalid={invalid || undefined} onChange={(e) => onChange(e.target.value)} />
      {invalid && <small role="alert">{t('statusbar.urlInvalid')}</small>}
    </span>
  );
}

function ListChoice({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useI18n();
  const id = useId();
  const lists = useQuery(myListsQuery());
  return (
    <span className={styles.field}>
      <label htmlFor={id}>{t('statusbar.list')}</label>
      <select id={id} className={styles.input} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">—</option>
        {(lists.data ?? []).map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </select>
    </span>
  );
}

function Common({ props, set }: { props: CommonProps; set: Patch }) {
  return (
    <>
      <Num label="statusbar.refresh" value={props.refreshIntervalSec} min={REFRESH_MIN_SEC} max={REFRESH_MAX_SEC} onChange={(refreshIntervalSec) => set({ refreshIntervalSec })} />
      <Num label="statusbar.duration" value={props.marqueeDuration} min={MARQUEE_MIN_SEC} max={MARQUEE_MAX_SEC} onChange={(marqueeDuration) => set({ marqueeDuration })} />
      <Check label="statusbar.reverse" checked={props.marqueeReverse} onChange={(marqueeReverse) => set({ marqueeReverse })} />
    </>
  );
}

type Key = 'statusbar.refresh' | 'statusbar.duration';
function Num({ label, value, min, max, onChange }: { label: Key; value: number; min: number; max: number; onChange: (v: number) => void }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <span className={styles.field}>
      <label htmlFor={id}>{t(label)}</label>
      <input
        id={id}
        className={styles.input}
        type="number"
        min={min}
        max={max}
        defaultValue={value}
        onChange={(e) => {
          const n = e.target.valueAsNumber;
          if (Number.isFinite(n) && n >= min && n <= max) onChange(n);
        }}
      />
    </span>
  );
}

type CheckKey = 'statusbar.shuffle' | 'statusbar.colored' | 'statusbar.reverse';
function Check({ label, checked, onChange }: { label: CheckKey; checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useI18n();
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{t(label)}</span>
    </label>
  );
}
