import type { ReactNode } from 'react';
import { Loading } from './Loading';
import { QueryError } from './QueryError';

/** The parts of a TanStack query result (plain or infinite) this component reads. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface QueryStatusProps<T> {
  query: QueryLike<T>;
  /** The screen's content, once there is data. */
  children: (data: T) => ReactNode;
  /** What could not be loaded, in the screen's words. */
  errorMessage?: string;
  className?: string;
}

/**
 * Every screen's three states in one place: the loading indicator while its data is on the way, the
 * error with a Retry button that sends the request again when it failed or timed out with nothing to
 * show, and the content otherwise (data already shown stays when a refresh fails).
 */
export function QueryStatus<T>({ query, children, errorMessage, className }: QueryStatusProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} message={errorMessage} className={className} />;
  }
  return <Loading className={className} />;
}

/**
 * Only the waiting and failed states (nothing once there is data, nor for a query that is not asked),
 * for a screen that lays out its own content around them.
 */
export function QueryStatusLine<T>({ query, errorMessage, className }: Omit<QueryStatusProps<T>, 'children'>) {
  if (query.data !== undefined) return null;
  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} message={errorMessage} className={className} />;
  }
  return query.isFetching ? <Loading className={className} /> : null;
}
