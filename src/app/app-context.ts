import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { StoredAccount } from '@/core/accounts/account-types';
import { meQueryKey } from '@/core/accounts/me-query';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { createQueryClient } from '@/core/query/query-client';
import { initSettings } from '@/core/settings';
import type { BootResult } from './boot/boot';
import { createAppRouter } from './router';
import { installScrollMemory } from './scroll-memory';

export interface AppContext {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  account: StoredAccount | null;
}

/** Settings, the query cache and the router, ready before the first render. */
export async function createAppContext(booted: Pick<BootResult, 'account' | 'meta'>): Promise<AppContext> {
  const queryClient = createQueryClient();
  if (booted.meta) queryClient.setQueryData(instanceMetaQuery().queryKey, booted.meta);
  const { account } = booted;
  const api = getApi();
  await initSettings({
    account: account ? { origin: account.origin, userId: account.id } : null,
    registry: account
      ? {
          getAll: (scope) => api.request<Record<string, unknown>>('i/registry/get-all', { scope }, { suppressError: true }),
          set: (scope, key, value) => api.request<void>('i/registry/set', { scope, key, value }),
        }
      : null,
  });
  if (account) void queryClient.prefetchQuery({ queryKey: meQueryKey(account), queryFn: () => api.request('i') });
  const router = createAppRouter({ queryClient, account });
  installScrollMemory(router);
  return { queryClient, router, account };
}
