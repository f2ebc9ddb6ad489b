import { useQuery } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';

/**
 * An endpoint not every server has (get-online-users-count, charts/…): errors are not reported
 * and not retried, so the widget can hide itself when the server answers 404 or fails.
 */
export function useOptionalEndpoint<T>(endpoint: string, params: Record<string, unknown>, refetchInterval: number | false = false) {
  return useQuery({
    queryKey: queryKey('widgets', 'optional', endpoint, params),
    queryFn: () => getApi().request<T>(endpoint, params, { suppressError: true }),
    retry: false,
    refetchInterval,
    refetchOnWindowFocus: false,
  });
}
