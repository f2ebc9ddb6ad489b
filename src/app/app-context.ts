import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { ApiError } from '@/core/api/api-error';
import { reportApiError } from '@/core/errors/report-api-error';
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
  /** Stops saving the Query cache under the current scope (an in-place sign-in saves under the new one). */
  stopPersist: () => void;
}

/**
 * A token made for an app (MiAuth, the legacy app flow) may not use the server's `secure`
 * endpoints, the registry among them: the server answers ACCESS_DENIED (or PERMISSION_DENIED).
 * Settings sync is then off for this session (settings stay on this device), asked once, said
 * never as an error toast per change.
 */
export function registrySync(api: Pick<ReturnType<typeof getApi>, 'request'>) {
  let denied = false;
  const isDenial = (e: unknown) => e instanceof ApiError && (e.code === 'ACCESS_DENIED' || e.code === 'PERMISSION_DENIED');
  return {
    getAll: (scope: string[]) =>
      denied
        ? Promise.reject(new Error('registry unavailable for this token'))
        : api.request<Record<string, unknown>>('i/registry/get-all', { scope }, { suppressError: true }).catch((e: unknown) => {
            if (isDenial(e)) denied = true;
            throw e;
          }),
    set: async (scope: string[], key: string, value: unknown) => {
      if (denied) return;
      try {
        await api.request<void>('i/registry/set', { scope, key, value }, { suppressError: true });
      } catch (e) {
        if (isDenial(e)) {
          denied = true;
          return;
        }
        if (e instanceof ApiError && e.kind !== 'aborted') reportApiError(e, { scope, key });
        throw e;
      }
    },
  };
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
  const sync = registrySync(api);
  await Promise.all([
    initSettings({
      account: account ? { origin: account.origin, userId: account.id } : null,
      registry: account
        ? {
            // Nothing the first note needs: asked once it is on screen.
            getAll: (scope) => afterFirstPaint().then(() => sync.getAll(scope)),
            set: (scope, key, value) => sync.set(scope, key, value),
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
  const stopPersist = persistQueryCache(queryClient, scope);
  const router = createAppRouter({ queryClient, account });
  installScrollMemory(router);
  return { queryClient, router, account, stopPersist };
}
