import { useI18n } from '@/core/i18n';
import { useStreamState } from '@/core/stream/use-stream';
import styles from './StreamIndicator.module.css';

/** The stream's state, discreetly: a dot when connected, words while (re)connecting. */
export function StreamIndicatorSlot() {
  const { t } = useI18n();
  const state = useStreamState();
  if (!state) return null;
  return (
    <div className={`${styles.indicator} ${styles[state]}`} data-stream-state={state} role="status" aria-live="polite" title={t(`stream.${state}`)}>
      <span className={styles.dot} aria-hidden />
      <span className={state === 'connected' ? 'visually-hidden' : styles.label}>{t(`stream.${state}`)}</span>
    </div>
  );
}
