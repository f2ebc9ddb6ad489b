import { createApiClient } from '@/core/api/api-client';
import { postCrossTab } from '@/core/cross-tab/cross-tab';
import { addSavedAccount, writeCurrentAccount } from './account-storage';
import type { MeDetailed, StoredAccount } from './account-types';
import { windowNavigation, type PageNavigation } from './navigation';
import { setTokenCookie } from './token-cookie';
import { I_PARAMS } from '@/core/early/early-types';
import { releaseDexieOpen } from '@/core/db/database';
import { inPlaceSignInFor } from './in-place-sign-in';

export interface SignInDeps {
  fetch?: typeof fetch;
  navigation?: PageNavigation;
  pageOrigin?: string;
}

/** POST {origin}/api/i with the token; rejects with the ApiError (not reported: callers decide). */
export async function fetchAccount(origin: string, token: string, deps: SignInDeps = {}): Promise<MeDetailed> {
  const api = createApiClient({ origin, token, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
  const me = await api.request<MeDetailed>('i', { ...I_PARAMS }, { suppressError: true });
  if (typeof me !== 'object' || me === null || typeof me.id !== 'string') {
    throw new Error('The server answered `i` without an account');
  }
  return me;
}

export function toStoredAccount(me: MeDetailed, token: string, origin: string): StoredAccount {
  return {
    id: me.id,
    token,
    origin,
    username: me.username,
    isAdmin: me.isAdmin === true,
    isModerator: me.isModerator === true,
  };
}

/**
 * Sign-in (spec section 4): fetch the account with the token, store it, set the one-year token
 * cookie, add it to the saved accounts, tell other tabs, then switch the running app to it in place
 * (a visitor of the same server, see in-place-sign-in.ts) or reload / go to `redirect`.
 */
export async function signIn(token: string, origin: string, opts: { redirect?: string } & SignInDeps = {}): Promise<StoredAccount> {
  // The saved-accounts list is written below: a database open held back for the first note goes ahead.
  releaseDexieOpen();
  const me = await fetchAccount(origin, token, opts);
  const account = toStoredAccount(me, token, origin);
  writeCurrentAccount(account);
  if (origin === (opts.pageOrigin ?? window.location.origin)) setTokenCookie(token);
  await addSavedAccount({ id: account.id, token, origin, username: account.username });
  postCrossTab({ type: 'reload' });
  // A visitor signing in to the page's own server: the app follows the account in place.
  const inPlace = inPlaceSignInFor(account);
  if (inPlace) {
    try {
      await inPlace(account, me, opts.redirect);
      return account;
    } catch (e) {
      console.error('Signing in without a reload failed; reloading', e);
    }
  }
  const nav = opts.navigation ?? windowNavigation;
  if (opts.redirect) nav.assign(opts.redirect);
  else nav.reload();
  return account;
}

/** Adds an account to the saved list without switching to it (account menu: add account). */
export async function addAccount(token: string, origin: string, deps: SignInDeps = {}): Promise<StoredAccount> {
  const me = await fetchAccount(origin, token, deps);
  const account = toStoredAccount(me, token, origin);
  await addSavedAccount({ id: account.id, token, origin, username: account.username });
  return account;
}
