import { formatNumber, useI18n } from '@/core/i18n';
import { textCounter } from '../rules/text-rules';
import styles from '../PostForm.module.css';

/** Remaining characters, or the used count while more than 999 remain; over-limit styled. */
export function TextCounter({ length, max }: { length: number; max: number }) {
  const { t } = useI18n();
  const c = textCounter(length, max);
  return (
    <span className={styles.counter} data-over={c.over} data-mode={c.mode} aria-live="polite" title={c.mode === 'remaining' ? t('postForm.remaining') : t('postForm.used')} data-testid="text-counter">
      {formatNumber(c.value)}
    </span>
  );
}
