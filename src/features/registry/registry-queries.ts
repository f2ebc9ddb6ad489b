import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { currentTokenMay } from '@/core/capabilities';
import { queryKey } from '@/core/query/keys';

/** Registry keys, all under one root; the `registryUpdated` main event invalidates everything under `all()`. */
export const registryKeys = {
  all: () => queryKey('registry'),
  scopes: () => queryKey('registry', 'scopes'),
  keys: (scope: readonly string[]) => queryKey('registry', 'keys', scope),
  value: (scope: readonly string[], key: string) => queryKey('registry', 'value', scope, key),
};

export const registryScopesQuery = () =>
  queryOptions({ queryKey: registryKeys.scopes(), queryFn: ({ signal }) => getApi().request<string[][]>('i/registry/scopes', {}, { signal }) });

export const registryKeysQuery = (scope: readonly string[]) =>
  queryOptions({
    queryKey: registryKeys.keys(scope),
    queryFn: ({ signal }) => getApi().request<Record<string, string>>('i/registry/keys-with-type', { scope }, { signal }),
  });

export const registryValueQuery = (scope: readonly string[], key: string) =>
  queryOptions({
    queryKey: registryKeys.value(scope, key),
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

/* Mutations: the pages call these, never the API client. */

export const setRegistryValue = (scope: readonly string[], key: string, value: unknown) => getApi().request('i/registry/set', { scope, key, value });

export const removeRegistryValue = (scope: readonly string[], key: string) => getApi().request('i/registry/remove', { scope, key });
