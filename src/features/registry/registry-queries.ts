import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { currentTokenMay } from '@/core/capabilities';
import { queryKey } from '@/core/query/keys';

/** Registry reads; the `registryUpdated` main event invalidates everything under this root. */
export const registryKey = (...parts: unknown[]) => queryKey('registry', ...parts);

export const registryScopesQuery = () =>
  queryOptions({ queryKey: registryKey('scopes'), queryFn: ({ signal }) => getApi().request<string[][]>('i/registry/scopes', {}, { signal }) });

export const registryKeysQuery = (scope: readonly string[]) =>
  queryOptions({
    queryKey: registryKey('keys', scope),
    queryFn: ({ signal }) => getApi().request<Record<string, string>>('i/registry/keys-with-type', { scope }, { signal }),
  });

export const registryValueQuery = (scope: readonly string[], key: string) =>
  queryOptions({
    queryKey: registryKey('value', scope, key),
    queryFn: ({ signal }) => getApi().request<unknown>('i/registry/get', { scope, key }, { signal }),
  });

/** Whether this sign-in may read the registry (a token made for an app may not: the server refuses it). */
export function registryAllowed(): boolean {
  return currentTokenMay('registryAccess');
}

/** Route loaders: runs a registry prefetch only where the server will answer it. */
export async function prefetchRegistry(prefetch: () => Promise<void>): Promise<void> {
  if (registryAllowed()) await prefetch();
}
