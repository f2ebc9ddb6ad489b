import type { ReactNode } from 'react';
import { useI18n } from '@/core/i18n';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';
import styles from './Kit.module.css';

/** Loading / error (with retry) / empty states of a query, else its content. */
export function QueryState<T>({ query, empty, isEmpty, children }: { query: { isPending: boolean; isError: boolean; data: T | undefined; error?: unknown; isFetching?: boolean; refetch: () => unknown }; empty?: string; isEmpty?: (data: T) => boolean; children: (data: T) => ReactNode }) {
  const { t } = useI18n();
  if (query.isError && query.data === undefined) {
    return <QueryError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} message={t('discover.common.loadFailed')} className={styles.status} />;
  }
  if (query.data === undefined) return <Loading className={styles.status} />;
  if (empty && (isEmpty ? isEmpty(query.data) : Array.isArray(query.data) && query.data.length === 0)) return <p className={styles.status}>{empty}</p>;
  return <>{children(query.data)}</>;
}
