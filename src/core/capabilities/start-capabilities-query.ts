import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getApi, getServerOrigin } from '@/core/accounts/session';
import { tokenKindOf, useTokenKind } from '@/core/accounts/token-kind-state';
import { kvGet, kvSet } from '@/core/db/kv-store';
import { instanceMetaQuery, type InstanceMeta } from '@/core/instance/instance-meta';
import { computeStartCapabilities, type StartCapabilities } from './start-capabilities';

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

/** The start's part of them as the cache knows them now (for the timeline's reads, which run before the first note). */
export function getStartCapabilities(queryClient: QueryClient): StartCapabilities {
  const meta = queryClient.getQueryData<InstanceMeta>(instanceMetaQuery().queryKey);
  const endpoints = queryClient.getQueryData<string[] | null>(serverEndpointsQuery().queryKey);
  return computeStartCapabilities(meta, endpoints, tokenKindOf());
}

export async function ensureFacts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.ensureQueryData(instanceMetaQuery()).catch(() => null),
    queryClient.ensureQueryData(serverEndpointsQuery()).catch(() => null),
  ]);
}

/** The start's part of them (for the routes' guards, which run in the code before the first note). */
export async function ensureStartCapabilities(queryClient: QueryClient): Promise<StartCapabilities> {
  const [meta, endpoints] = await ensureFacts(queryClient);
  return computeStartCapabilities(meta, endpoints, tokenKindOf());
}

export function useFacts() {
  const meta = useQuery(instanceMetaQuery()).data;
  const endpoints = useQuery(serverEndpointsQuery()).data;
  return { meta, endpoints, tokenKind: useTokenKind() };
}

/** The start's part of them, for the app's frame (nav bar, menus), which is in the code before the first note. */
export function useStartCapabilities(): StartCapabilities {
  const { meta, endpoints, tokenKind } = useFacts();
  return useMemo(() => computeStartCapabilities(meta, endpoints, tokenKind), [meta, endpoints, tokenKind]);
}
