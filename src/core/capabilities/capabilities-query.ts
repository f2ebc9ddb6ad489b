import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getApi, getServerOrigin } from '@/core/accounts/session';
import { tokenKindOf, useTokenKind } from '@/core/accounts/token-kind-state';
import { kvGet, kvSet } from '@/core/db/kv-store';
import { instanceMetaQuery, type InstanceMeta } from '@/core/instance/instance-meta';
import { computeCapabilities, type Capabilities } from './capabilities';
import type { EndpointCapability } from './endpoint-capabilities';
import { tokenAllows } from './token-access';

const kvKey = (origin: string) => `endpoints:${origin}`;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The server's `endpoints` list, read once per server and kept with the meta cache (a day).
 * Servers without the endpoint answer null, and the version decides instead.
 */
export function serverEndpointsQuery() {
  const origin = getServerOrigin();
  return queryOptions({
    queryKey: [origin, 'endpoints'] as const,
    queryFn: async (): Promise<string[] | null> => {
      const cached = await kvGet<{ at: number; list: string[] | null }>(kvKey(origin)).catch(() => undefined);
      if (cached && Date.now() - cached.at < DAY_MS) return cached.list;
      const list = await getApi()
        .request<unknown>('endpoints', {}, { suppressError: true })
        .then((v) => (Array.isArray(v) ? v.filter((e): e is string => typeof e === 'string') : null))
        .catch(() => cached?.list ?? null);
      await kvSet(kvKey(origin), { at: Date.now(), list }).catch(() => undefined);
      return list;
    },
    staleTime: DAY_MS,
    gcTime: Infinity,
  });
}

/** The capabilities as the cache knows them now (for code outside React). */
export function getCapabilities(queryClient: QueryClient): Capabilities {
  const meta = queryClient.getQueryData<InstanceMeta>(instanceMetaQuery().queryKey);
  const endpoints = queryClient.getQueryData<string[] | null>(serverEndpointsQuery().queryKey);
  return computeCapabilities(meta, endpoints, tokenKindOf());
}

/** Whether the signed-in account's token may use the named capability (for loaders and code outside React). */
export function currentTokenMay(name: EndpointCapability): boolean {
  return tokenAllows(tokenKindOf(), name);
}

/** Loads what the capabilities need (for route loaders). */
export async function ensureCapabilities(queryClient: QueryClient): Promise<Capabilities> {
  const [meta, endpoints] = await Promise.all([
    queryClient.ensureQueryData(instanceMetaQuery()).catch(() => null),
    queryClient.ensureQueryData(serverEndpointsQuery()).catch(() => null),
  ]);
  return computeCapabilities(meta, endpoints, tokenKindOf());
}

/** The current server's capabilities; re-renders once the endpoints list arrives. */
export function useCapabilities(): Capabilities {
  const meta = useQuery(instanceMetaQuery()).data;
  const endpoints = useQuery(serverEndpointsQuery()).data;
  const tokenKind = useTokenKind();
  return useMemo(() => computeCapabilities(meta, endpoints, tokenKind), [meta, endpoints, tokenKind]);
}
