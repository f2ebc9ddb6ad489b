import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import styles from './RouteErrorPage.module.css';

/** A route that failed keeps the shell: "something happened" with a retry button. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useI18n();
  const router = useRouter();
  // A route whose code failed to download cannot be imported again in this page: reload it.
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
  const retry = () => {
    if (chunkFailed) {
      window.location.reload();
      return;
    }
    reset();
    void router.invalidate();
  };
  return (
    <div className={styles.root} role="alert">
      <h2>{t('pageLoadError.somethingHappened')}</h2>
      <p className={styles.detail}>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className={styles.retry} onClick={retry}>
        {t('pageLoadError.retry')}
      </button>
    </div>
  );
}
