import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/core/api/api-error';

/** The one store of server data. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (count, err) => {
          // A server that answered (4xx/5xx) is not retried blindly; the network may be.
          if (isApiError(err) && (err.kind === 'server' || err.kind === 'aborted' || err.kind === 'malformed')) return false;
          return count < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
