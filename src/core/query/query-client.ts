import { QueryClient } from '@tanstack/react-query';
import { shouldRetryQuery } from './query-retry';

/** The one store of server data. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        // A query that just failed (in a route's loader, say) is not sent again because a screen mounted:
        // the screen shows the error and its Retry button. A later navigation's loader still asks again.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
