/** Server data of the API console: what the server says about one endpoint (its parameters). */
import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';

export interface EndpointInfo {
  params?: Array<{ name: string; type: string }>;
}

export const apiConsoleKeys = {
  all: () => queryKey('api-console'),
  endpoint: (name: string) => queryKey('api-console', 'endpoint', name),
};

/** `endpoint`: the parameters of one endpoint (null or an error where the server does not say); never stale. */
export function endpointInfoQuery(name: string) {
  return queryOptions({
    queryKey: apiConsoleKeys.endpoint(name),
    queryFn: ({ signal }) => getApi().request<EndpointInfo | null>('endpoint', { endpoint: name }, { signal, suppressError: true }),
    staleTime: Infinity,
  });
}
