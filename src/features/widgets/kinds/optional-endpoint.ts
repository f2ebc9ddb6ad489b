import { useQuery } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { useCapabilities, type EndpointCapability } from '@/core/capabilities';
import { widgetKeys } from '../widget-queries';

/** Raised without a request when the server's endpoint list says it lacks the endpoint. */
export class EndpointNotOffered extends Error {
  constructor(readonly endpoint: string) {
    super(`this server does not offer ${endpoint}`);
    this.name = 'EndpointNotOffered';
  }
}

/**
 * An endpoint not every server has (get-online-users-count, charts/…), offered by the named capability
 * (null: not wanted now). The capabilities decide first (the server's `endpoints` list): an endpoint
 * the server does not offer is never called, the query
 * fails at once so the widget says so. Where the list is unknown it is asked; errors are then not
 * reported and not retried, so the widget can hide itself when the server answers 404 or fails.
 */
export function useOptionalEndpoint<T>(capability: EndpointCapability | null, endpoint: string, params: Record<string, unknown>, refetchInterval: number | false = false) {
  const caps = useCapabilities();
  const offered = capability !== null && caps[capability];
  return useQuery({
    queryKey: widgetKeys.optional(endpoint, params, offered),
    queryFn: () => (offered ? getApi().request<T>(endpoint, params, { suppressError: true }) : Promise.reject(new EndpointNotOffered(endpoint))),
    retry: false,
    refetchInterval: offered ? refetchInterval : false,
    refetchOnWindowFocus: false,
  });
}
