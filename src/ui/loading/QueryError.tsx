import { isApiError } from '@/core/api/api-error';
import { describeApiError } from '@/core/errors/describe-api-error';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import styles from './QueryStatus.module.css';

export interface QueryErrorProps {
  error: unknown;
  /** Sends the request again (the query's `refetch`). */
  onRetry: () => unknown;
  /** True while that retry is under way: the button waits. */
  retrying?: boolean;
  /** What could not be loaded, in the screen's words; a general line by default. */
  message?: string;
  className?: string;
  /** The small form, for a widget or a block inside a page: one line and a small button. */
  compact?: boolean;
}

/** A request that failed or timed out: what happened, why when the client knows, and a Retry button. */
export function QueryError({ error, onRetry, retrying = false, message, className, compact = false }: QueryErrorProps) {
  const { t } = useI18n();
  const detail = isApiError(error) ? describeApiError(error) : '';
  return (
    <div className={`${styles.error} ${compact ? styles.compact : ''} ${className ?? ''}`} role="alert" data-query-error={compact ? 'compact' : ''}>
      <p className={styles.message}>{message ?? t('loading.loadFailed')}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      <Button primary={!compact} className={compact ? styles.compactRetry : undefined} data-action="retry" disabled={retrying} aria-busy={retrying} onClick={() => void onRetry()}>
        {retrying ? t('common.loading') : t('common.retry')}
      </Button>
    </div>
  );
}
