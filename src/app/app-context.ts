import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { ApiError } from '@/core/api/api-error';
import { reportApiError } from '@/core/errors/report-api-error';
import type { StoredAccount } from '@/core/accounts/account-types';
import { meQueryKey } from '@/core/accounts/me-query';
import { learnTokenRefused, tokenKindOf } from '@/core/accounts/token-kind-state';
import { startTokenAllows } from '@/core/capabilities';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { persistQueryCache, restoreQueryCache, type PersistScope } from '@/core/query/persist-cache';
import { createQueryClient } from '@/core/query/query-client';
import { initSettings } from '@/core/settings';
import type { BootResult } from './boot/boot';
import { afterFirstPaint } from './boot/first-paint';
import { START_STORAGE_WAIT_MS } from './boot/start-bounds';
import { byTime, TIMED_OUT } from './boot/within';
import { createAppRouter } from './router';
import { installScrollMemory } from './scroll-memory';

export interface AppContext {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  account: StoredAccount | null;
  /** Whether a saved Query cache of this account was put back (a start with something to show before any answer). */
  restoredCache: boolean;
  /** Stops saving the Query cache under the current scope (an in-place sign-in saves under the new one). */
  stopPersist: () => void;
}

/**
 * A token made for an app (MiAuth, the legacy app flow) may not use the server's `secure`
 * endpoints, the registry among them: the server answers ACCESS_DENIED (or PERMISSION_DENIED).
 * Settings sync is then off for this session (settings stay on this device), asked once, said
 * never as an error toast per change; `onDenied` remembers it for the account (a pasted token of
 * unknown kind), so the next start asks nothing.
 */
export function registrySync(api: Pick<ReturnType<typeof getApi>, 'request'>, onDenied: () => void = () => undefined) {
  let denied = false;
  const isDenial = (e: unknown) => {
    const refused = e instanceof ApiError && (e.code === 'ACCESS_DENIED' || e.code === 'PERMISSION_DENIED');
    if (refused && !denied) onDenied();
    return refused;
  };
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

/**
 * The registry the settings store syncs with for `account`, or null where its token may not use
 * it (settings then stay on this browser). `when` delays the first read (a start asks after the
 * first note is painted; an in-place sign-in asks at once).
 */
export function accountRegistry(account: StoredAccount, api: Pick<ReturnType<typeof getApi>, 'request'>, when: () => Promise<void> = () => Promise.resolve()) {
  if (!startTokenAllows(tokenKindOf(account), 'registryAccess')) return null;
  const sync = registrySync(api, () => learnTokenRefused(account));
  return {
    getAll: (scope: string[]) => when().then(() => sync.getAll(scope)),
    set: (scope: string[], key: string, value: unknown) => sync.set(scope, key, value),
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
  // Bounded (start-bounds.ts): a storage that never answers leaves the defaults and an empty cache,
  // and what it gives later still applies (settings live, a restored query where none is newer).
  const read = await byTime(Promise.all([
    initSettings({
      account: account ? { origin: account.origin, userId: account.id } : null,
      // Nothing the first note needs: the registry is asked once it is on screen. An app token may
      // not use it: account settings are then kept on this browser only.
      registry: account ? accountRegistry(account, api, afterFirstPaint) : null,
    }),
    restoreQueryCache(queryClient, scope),
  ]), START_STORAGE_WAIT_MS, TIMED_OUT);
  const restoredCache = read !== TIMED_OUT && read[1];
  void queryClient.fetchQuery({
    queryKey: instanceMetaQuery().queryKey,
    queryFn: async () => (await booted.metaRefresh) ?? Promise.reject(new Error('meta is unavailable')),
    staleTime: 0,
  }).catch(() => undefined);
  if (account && booted.me) void queryClient.fetchQuery({ queryKey: meQueryKey(account), queryFn: () => booted.me!, staleTime: 0 }).catch(() => undefined);
  const stopPersist = persistQueryCache(queryClient, scope);
  const router = createAppRouter({ queryClient, account });
  installScrollMemory(router);
  return { queryClient, router, account, restoredCache, stopPersist };
}
