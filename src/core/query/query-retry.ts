import { isApiError } from '@/core/api/api-error';

/** How many times a query is sent again by itself after a network failure (the API client never retries). */
export const QUERY_NETWORK_RETRIES = 1;

/**
 * The one retry policy of queries. A dropped connection is tried once more; nothing else is: a server
 * that answered (4xx/5xx, malformed) would answer the same, and a request that timed out has already
 * kept the reader waiting its whole time limit, so the screen shows the error and its Retry button
 * instead of waiting that long again unasked.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind === 'network' && failureCount < QUERY_NETWORK_RETRIES;
}
