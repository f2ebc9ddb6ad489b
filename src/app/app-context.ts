import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { StoredAccount } from '@/core/accounts/account-types';
import { meQueryKey } from '@/core/accounts/me-query';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { persistQueryCache, restoreQueryCache, type PersistScope } from '@/core/query/persist-cache';
import { createQueryClient } from '@/core/query/query-client';
import { initSettings } from '@/core/settings';
import type { BootResult } from './boot/boot';
import { afterFirstPaint } from './boot/first-paint';
import { createAppRouter } from './router';
import { installScrollMemory } from './scroll-memory';

export interface AppContext {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  account: StoredAccount | null;
}

/** Whose saved Query cache this page reads and writes. */
export function persistScopeOf(account: StoredAccount | null): PersistScope {
  return { origin: account?.origin ?? getApi().origin, accountId: account?.id ?? 'guest', token: account?.token ?? null };
}

/**
 * Settings, the query cache (with the saved cache of this account put back) and the router, ready
 * before the first render. Settings and the saved cache are read in parallel (plain IndexedDB
 * reads); the registry is fetched after the first paint. The requests start-up already made
 * (`meta`, `i`) fill their queries, so no component asks again.
 */
export async function createAppContext(booted: Pick<BootResult, 'account' | 'metaRefresh' | 'me'>): Promise<AppContext> {
  const queryClient = createQueryClient();
  const { account } = booted;
  const api = getApi();
  const scope = persistScopeOf(account);
  await Promise.all([
    initSettings({
      account: account ? { origin: account.origin, userId: account.id } : null,
      registry: account
        ? {
            // Nothing the first note needs: asked once it is on screen.
            getAll: (scope) => afterFirstPaint().then(() => api.request<Record<string, unknown>>('i/registry/get-all', { scope }, { suppressError: true })),
            set: (scope, key, value) => api.request<void>('i/registry/set', { scope, key, value }),
          }
        : null,
    }),
    restoreQueryCache(queryClient, scope),
  ]);
  void queryClient.fetchQuery({
    queryKey: instanceMetaQuery().queryKey,
    queryFn: async () => (await booted.metaRefresh) ?? Promise.reject(new Error('meta is unavailable')),
    staleTime: 0,
  }).catch(() => undefined);
  if (account && booted.me) void queryClient.fetchQuery({ queryKey: meQueryKey(account), queryFn: () => booted.me!, staleTime: 0 }).catch(() => undefined);
  persistQueryCache(queryClient, scope);
  const router = createAppRouter({ queryClient, account });
  installScrollMemory(router);
  return { queryClient, router, account };
}
