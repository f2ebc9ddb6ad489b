import { isLastingFailure } from '@/core/api/api-error';
import { useI18n } from '@/core/i18n';
import { QueryError } from '@/ui/loading/QueryError';
import type { QueryLike } from '@/ui/loading/QueryStatus';
import { EndpointNotOffered } from './kinds/optional-endpoint';
import styles from './Widgets.module.css';

export interface WidgetFailureProps {
  query: Pick<QueryLike<unknown>, 'error' | 'isFetching' | 'refetch'>;
  /** What the widget says when the server lacks what it shows (its endpoint, the list, the feed). */
  unavailable?: string;
  /** What could not be loaded, in the widget's words; a general line by default. */
  message?: string;
}

/** True when the server lacks what a widget asked for: asking again cannot help. */
export function isMissingOnServer(error: unknown): boolean {
  return error instanceof EndpointNotOffered || isLastingFailure(error);
}

/**
 * A widget whose data did not come: when the server lacks it (an endpoint it does not offer, a 4xx
 * answer) a plain line, since asking again cannot help; otherwise (timeout, dropped connection,
 * server error) the compact error with Retry, which sends the request again.
 */
export function WidgetFailure({ query, unavailable, message }: WidgetFailureProps) {
  const { t } = useI18n();
  if (isMissingOnServer(query.error)) {
    return (
      <p className={styles.widgetNotice} data-widget-unavailable="">
        {unavailable ?? t('widgets.unavailable')}
      </p>
    );
  }
  return <QueryError compact error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} message={message} />;
}
