import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { tokenKindOf } from '@/core/accounts/token-kind-state';
import { instanceMetaQuery, type InstanceMeta } from '@/core/instance/instance-meta';
import { computeCapabilities, type Capabilities } from './capabilities';
import { tokenAllows, type EndpointCapability } from './endpoint-capabilities';
import { ensureFacts, serverEndpointsQuery, useFacts } from './start-capabilities-query';

/*
 * The whole of the capabilities, with the screens' names of the endpoint table: for the screens,
 * which load after the first note (the start reads start-capabilities-query.ts, without the table).
 */

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
  const [meta, endpoints] = await ensureFacts(queryClient);
  return computeCapabilities(meta, endpoints, tokenKindOf());
}

/** The current server's capabilities; re-renders once the endpoints list arrives. */
export function useCapabilities(): Capabilities {
  const { meta, endpoints, tokenKind } = useFacts();
  return useMemo(() => computeCapabilities(meta, endpoints, tokenKind), [meta, endpoints, tokenKind]);
}
