import { formatNumber, useI18n } from '@/core/i18n';
import { textCounter } from '../rules/text-rules';
import { useTextSelector, type TextStore } from '../state/text-store';
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

/** The counter following the text as it is typed: the only part of the form a keystroke re-renders. */
export function LiveTextCounter({ text, lengthOf, max }: { text: TextStore; lengthOf: (text: string) => number; max: number }) {
  return <TextCounter length={useTextSelector(text, lengthOf)} max={max} />;
}
