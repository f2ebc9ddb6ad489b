import type { ErrorComponentProps } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import styles from './RouteErrorPage.module.css';

/** A route that failed keeps the shell: "something happened" with a retry button. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useI18n();
  return (
    <div className={styles.root} role="alert">
      <h2>{t('pageLoadError.somethingHappened')}</h2>
      <p className={styles.detail}>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className={styles.retry} onClick={reset}>
        {t('pageLoadError.retry')}
      </button>
    </div>
  );
}
