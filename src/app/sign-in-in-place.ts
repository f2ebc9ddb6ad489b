import type { MeDetailed, StoredAccount } from '@/core/accounts/account-types';
import { setInPlaceSignIn } from '@/core/accounts/in-place-sign-in';
import { meQueryKey } from '@/core/accounts/me-query';
import { safeRedirectPath } from '@/core/accounts/redirect-path';
import { getApi, startSession } from '@/core/accounts/session';
import { persistQueryCache, restoreQueryCache } from '@/core/query/persist-cache';
import { initSettings } from '@/core/settings';
import { accountRegistry, persistScopeOf, type AppContext } from './app-context';
import { startLive } from './boot/live';
import { backUpSettingsWhenIdle, startPluginsWhenIdle } from './boot/post-start';

/**
 * A visitor's sign-in on the page's own server, without a reload (issue #49), or on another server
 * when this browser refuses to store the account (issue #52: a reload would forget it); everything that was
 * the visitor's follows the new account in the order the first note needs it.
 * 1. the session (API client with the token) and the me query (the sign-in's own `i` answer);
 * 2. the account's settings (stored values, then the registry in the background) and its saved
 *    Query cache, read in parallel; the cache is saved under the account from now on;
 * 3. the stream: the visitor's socket is closed, the account's opens with its main channel;
 * 4. the router's context: `beforeLoad` guards and loaders run again (the home route's loader
 *    starts the timeline request), the layout turns into the signed-in one and the sign-in dialog,
 *    part of the visitor's header, goes away; then the asked-for page, if any.
 */
export async function signInInPlace(ctx: AppContext, account: StoredAccount, me: MeDetailed, redirect: string | undefined): Promise<void> {
  const { queryClient, router } = ctx;
  startSession(account);
  const scope = persistScopeOf(account);
  ctx.stopPersist();
  await Promise.all([
    initSettings({
      account: { origin: account.origin, userId: account.id },
      // The page is painted already: the registry is asked at once (where the token may use it).
      registry: accountRegistry(account, getApi()),
    }),
    restoreQueryCache(queryClient, scope),
  ]);
  queryClient.setQueryData(meQueryKey(account), me);
  ctx.stopPersist = persistQueryCache(queryClient, scope);
  startLive({ origin: account.origin, account, queryClient });
  ctx.account = account;
  router.update({ ...router.options, context: { ...router.options.context, account } });
  const target = redirect ? safeRedirectPath(redirect) : null;
  if (target) await router.navigate({ href: target, replace: true });
  else await router.invalidate();
  startPluginsWhenIdle(account);
  backUpSettingsWhenIdle(account);
}

/**
 * Lets `signIn` switch this visitor's page in place (main.tsx installs it when the page starts
 * signed out); `then` runs once the app shows the account (what a signed-in start does after its
 * first paint, e.g. keeping start snapshots).
 */
export function installInPlaceSignIn(ctx: AppContext, then?: (account: StoredAccount) => void): void {
  setInPlaceSignIn(async (account, me, redirect) => {
    await signInInPlace(ctx, account, me, redirect);
    then?.(account);
  });
}
