import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import type { Widget } from '@/core/settings';
import { Button } from '@/ui/page/Button';
import { AdSlot, WIDGET_AD_PLACES } from './ad';
import { WidgetFrame } from './WidgetFrame';
import { addWidget, moveWidget, removeWidget, setWidgetPlace, updateWidgetData } from './widget-ops';
import { WIDGET_KINDS } from './widget-registry';
import styles from './Widgets.module.css';

interface WidgetsAreaProps {
  /** Every widget of the store (this area shows those of `place`). */
  widgets: readonly Widget[];
  onChange: (next: Widget[]) => void;
  place: string;
  /** The other side's place, when widgets can move between two areas (classic layout). */
  otherPlace?: string;
  label: string;
}

/** A column of widgets: shown, and in edit mode added, removed, ordered and configured. */
export function WidgetsArea({ widgets, onChange, place, otherPlace, label }: WidgetsAreaProps) {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(WIDGET_KINDS[0]!.name);
  const mine = otherPlace ? widgets.filter((w) => (w.place ?? place) === place) : [...widgets];
  return (
    <div className={[styles.area, editing ? styles.editing : ''].join(' ')} role="region" aria-label={label} data-widgets-place={place}>
      {mine.map((w, i) => (
        <WidgetFrame
          key={w.id}
          widget={w}
          editing={editing}
          canUp={i > 0}
          canDown={i < mine.length - 1}
          onUpdate={(patch) => onChange(updateWidgetData(widgets, w.id, patch))}
          onMove={(step) => onChange(moveWidget(widgets, w.id, step, !otherPlace))}
          onRemove={() => onChange(removeWidget(widgets, w.id))}
          {...(otherPlace ? { onSwapSide: () => onChange(setWidgetPlace(widgets, w.id, otherPlace)) } : {})}
        />
      ))}
      {mine.length === 0 && !editing && <p className={styles.empty}>{t('widgets.none')}</p>}
      {!editing && <AdSlot places={WIDGET_AD_PLACES} />}
      {editing && (
        <div className={styles.adder}>
          <select value={adding} onChange={(e) => setAdding(e.target.value)} aria-label={t('widgets.kind')}>
            {WIDGET_KINDS.map((k) => (
              <option key={k.name} value={k.name}>
                {t(k.label)}
              </option>
            ))}
          </select>
          <Button onClick={() => onChange(addWidget(widgets, adding, place, WIDGET_KINDS.find((k) => k.name === adding)?.defaultData))}>{t('widgets.add')}</Button>
        </div>
      )}
      <Button className={styles.editToggle} onClick={() => setEditing((e) => !e)} aria-pressed={editing}>
        {editing ? t('common.done') : t('widgets.edit')}
      </Button>
    </div>
  );
}
