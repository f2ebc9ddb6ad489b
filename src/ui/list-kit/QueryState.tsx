import type { ReactNode } from 'react';
import { useI18n } from '@/core/i18n';
import { QueryStatus } from '@/ui/loading/QueryStatus';
import styles from './Kit.module.css';

/** The parts of a query QueryState reads. */
interface StateQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  error?: unknown;
  isFetching?: boolean;
  refetch: () => unknown;
}

/** Loading / error (with retry) / empty states of a query, else its content: QueryStatus in the list kit's look, plus the empty state. */
export function QueryState<T>({ query, empty, isEmpty, children }: { query: StateQuery<T>; empty?: string; isEmpty?: (data: T) => boolean; children: (data: T) => ReactNode }) {
  const { t } = useI18n();
  const status = { data: query.data, isPending: query.isPending, isError: query.isError, error: query.error, isFetching: query.isFetching ?? false, refetch: async () => query.refetch() };
  return (
    <QueryStatus query={status} errorMessage={t('pageKit.loadFailed')} className={styles.status}>
      {(data) => (empty && (isEmpty ? isEmpty(data) : Array.isArray(data) && data.length === 0) ? <p className={styles.status}>{empty}</p> : children(data))}
    </QueryStatus>
  );
}
