import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useI18n } from '@/core/i18n';
import type { Widget } from '@/core/settings';
import { QueryError } from '@/ui/loading/QueryError';
import { pickableQuery } from './user-lists-query';
import type { ConfigField } from './widget-types';
import styles from './Widgets.module.css';

/** The settings form of a widget, built from its config fields; every change applies at once. */
export function WidgetConfig({ widget, fields, onUpdate }: { widget: Widget; fields: readonly ConfigField[]; onUpdate: (patch: Record<string, unknown>) => void }) {
  return (
    <div className={styles.config}>
      {fields.map((f) => (
        <Field key={f.key} field={f} value={widget.data[f.key]} onChange={(v) => onUpdate({ [f.key]: v })} />
      ))}
    </div>
  );
}

function Field({ field, value, onChange }: { field: ConfigField; value: unknown; onChange: (v: unknown) => void }) {
  const { t } = useI18n();
  const id = useId();
  const label = <label htmlFor={id}>{t(field.label)}</label>;
  switch (field.type) {
    case 'boolean':
      return (
        <div className={styles.field}>
          <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
          {label}
        </div>
      );
    case 'number':
      return (
        <div className={styles.field}>
          {label}
          <input id={id} type="number" min={100} max={2000} step={10} value={typeof value === 'number' ? value : ''} onChange={(e) => e.target.value !== '' && onChange(Number(e.target.value))} />
        </div>
      );
    case 'select':
      return (
        <div className={styles.field}>
          {label}
          <select id={id} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)}>
            {field.options.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.label)}
              </option>
            ))}
          </select>
        </div>
      );
    case 'list':
    case 'antenna':
      return <ItemSelect id={id} label={label} kind={field.type} value={typeof value === 'string' ? value : ''} onChange={onChange} />;
    default:
      return (
        <div className={styles.field}>
          {label}
          <input id={id} type="text" value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />
        </div>
      );
  }
}

function ItemSelect({ id, label, kind, value, onChange }: { id: string; label: ReactNode; kind: 'list' | 'antenna'; value: string; onChange: (v: string) => void }) {
  const { t } = useI18n();
  const query = useQuery(pickableQuery(kind));
  return (
    <div className={styles.field}>
      {label}
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('widgets.config.none')}</option>
        {(query.data ?? []).map((x) => (
          <option key={x.id} value={x.id}>
            {x.name}
          </option>
        ))}
      </select>
      {/* The lists or antennas did not come: the choice would look empty, so say so with Retry. */}
      {query.isError && <QueryError compact error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />}
    </div>
  );
}
