import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import type { Widget } from '@/core/settings';
import { ErrorBoundary } from '@/ui/error-boundary/ErrorBoundary';
import { WidgetConfig } from './WidgetConfig';
import { widgetKind } from './widget-registry';
import styles from './Widgets.module.css';
import { IconArrowDown, IconArrowUp, IconSettings, IconSwitchHorizontal, IconX } from '@/ui/icons';

interface WidgetFrameProps {
  widget: Widget;
  editing: boolean;
  canUp: boolean;
  canDown: boolean;
  onUpdate: (patch: Record<string, unknown>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  /** Classic layout: sends the widget to the other side. */
  onSwapSide?: () => void;
}

/** One widget with its title; in edit mode its tools (move, settings, remove). */
export function WidgetFrame({ widget, editing, canUp, canDown, onUpdate, onMove, onRemove, onSwapSide }: WidgetFrameProps) {
  const { t } = useI18n();
  const [configuring, setConfiguring] = useState(false);
  const kind = widgetKind(widget.name);
  const title = kind ? t(kind.label) : widget.name;
  return (
    <section className={styles.frame} aria-label={title} data-widget={widget.name}>
      <header className={styles.header}>
        <h3 className={styles.title}>{title}</h3>
        {editing && (
          <>
            <button type="button" className={styles.tool} onClick={() => onMove(-1)} disabled={!canUp} aria-label={t('widgets.moveUp')} title={t('widgets.moveUp')}>
              <IconArrowUp aria-hidden size={14} />
            </button>
            <button type="button" className={styles.tool} onClick={() => onMove(1)} disabled={!canDown} aria-label={t('widgets.moveDown')} title={t('widgets.moveDown')}>
              <IconArrowDown aria-hidden size={14} />
            </button>
            {onSwapSide && (
              <button type="button" className={styles.tool} onClick={onSwapSide} aria-label={t('widgets.swapSide')} title={t('widgets.swapSide')}>
                <IconSwitchHorizontal aria-hidden size={14} />
              </button>
            )}
            {kind?.config && (
              <button type="button" className={styles.tool} onClick={() => setConfiguring((c) => !c)} aria-pressed={configuring} aria-label={t('widgets.configure')} title={t('widgets.configure')}>
                <IconSettings aria-hidden size={14} />
              </button>
            )}
            <button type="button" className={styles.tool} onClick={onRemove} aria-label={t('widgets.remove')} title={t('widgets.remove')}>
              <IconX aria-hidden size={14} />
            </button>
          </>
        )}
      </header>
      {editing && configuring && kind?.config && <WidgetConfig widget={widget} fields={kind.config} onUpdate={onUpdate} />}
      {kind ? (
        <ErrorBoundary where={`widget:${widget.name}`} fallback={() => <p className={styles.broken}>{t('widgets.broken')}</p>}>
          <kind.Component widget={widget} onUpdate={onUpdate} />
        </ErrorBoundary>
      ) : (
        <p className={styles.broken}>{t('widgets.unknown')}</p>
      )}
    </section>
  );
}
