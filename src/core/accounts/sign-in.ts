import { createApiClient } from '@/core/api/api-client';
import { postCrossTab } from '@/core/cross-tab/cross-tab';
import { addSavedAccount, inMemoryAccount, readSavedAccounts, restoreInMemoryAccount, writeCurrentAccount } from './account-storage';
import type { MeDetailed, StoredAccount } from './account-types';
import { windowNavigation, type PageNavigation } from './navigation';
import { setTokenCookie } from './token-cookie';
import { I_PARAMS } from '@/core/early/early-types';
import { readTokenKind, type TokenKind } from './token-kind';
import { releaseDexieOpen } from '@/core/db/database';
import { inPlaceSignInFor } from './in-place-sign-in';
import { claimAutomaticReload } from './reload-guard';

export interface SignInDeps {
  fetch?: typeof fetch;
  navigation?: PageNavigation;
  pageOrigin?: string;
  /** How the token was obtained; absent: as the saved-accounts list knows this token, else unknown. */
  tokenKind?: TokenKind;
}

export interface SignInOptions extends SignInDeps {
  redirect?: string;
  /**
   * A sign-in start-up makes by itself (token cookie, `?loginId=`): its reload is bounded by the
   * reload guard, and when the account cannot be stored (storage refused it) or the guard refuses,
   * signIn does not navigate: the caller goes on with the account from memory.
   */
  automatic?: boolean;
}

/**
 * A sign-in on another server than the page's, on a page that cannot switch to it in place, while
 * this browser refuses to store the account: the reload it needs would forget it (no token cookie
 * brings back another server's account), so nothing is switched and the caller says so.
 */
export class SignInNotKept extends Error {
  override readonly name = 'SignInNotKept';
  constructor(readonly origin: string) {
    super(`this browser refuses to store the account, and a sign-in on ${origin} needs a reload`);
  }
}

export type SignInOutcome = StoredAccount & {
  /** True when signIn did not navigate and did not switch in place (automatic sign-ins only). */
  stayed?: boolean;
};

/** The kind given, else the one the saved-accounts list keeps for this very token (switching accounts), else unknown. */
async function kindOf(token: string, origin: string, given: TokenKind | undefined): Promise<TokenKind> {
  if (given) return given;
  const saved = (await readSavedAccounts().catch(() => [])).find((e) => e.token === token && e.origin === origin);
  return readTokenKind(saved?.tokenKind);
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

export function toStoredAccount(me: MeDetailed, token: string, origin: string, tokenKind: TokenKind = 'unknown'): StoredAccount {
  return {
    id: me.id,
    token,
    origin,
    username: me.username,
    isAdmin: me.isAdmin === true,
    isModerator: me.isModerator === true,
    tokenKind,
  };
}

/**
 * Sign-in (spec section 4): fetch the account with the token, store it, set the one-year token
 * cookie, add it to the saved accounts, tell other tabs, then switch the running app to it in place
 * (a visitor of the same server, or of any server when storage refused the account, see
 * in-place-sign-in.ts) or reload / go to `redirect`. Rejects with SignInNotKept, switching nothing,
 * where that reload would lose an account of another server that storage refused.
 */
export async function signIn(token: string, origin: string, opts: SignInOptions = {}): Promise<SignInOutcome> {
  // The saved-accounts list is written below: a database open held back for the first note goes ahead.
  releaseDexieOpen();
  const [me, tokenKind] = await Promise.all([fetchAccount(origin, token, opts), kindOf(token, origin, opts.tokenKind)]);
  const account = toStoredAccount(me, token, origin, tokenKind);
  const keptBefore = inMemoryAccount();
  const stored = writeCurrentAccount(account);
  const pageServer = origin === (opts.pageOrigin ?? window.location.origin);
  if (pageServer) setTokenCookie(token);
  await addSavedAccount({ id: account.id, token, origin, username: account.username, tokenKind });
  // Other tabs reload to follow a stored account; one kept in memory is this tab's alone.
  if (stored) postCrossTab({ type: 'reload' });
  // A reload would lose an account kept in memory (and sign in from the cookie again, and again).
  if (opts.automatic && (!stored || !claimAutomaticReload())) return { ...account, stayed: true };
  // A visitor signing in to the page's own server: the app follows the account in place; so does
  // one signing in to another server when the account could not be stored (a reload would lose it).
  const inPlace = inPlaceSignInFor(account, { anyServer: !stored });
  if (inPlace) {
    try {
      await inPlace(account, me, opts.redirect);
      return account;
    } catch (e) {
      console.error('Signing in without a reload failed; reloading', e);
    }
  }
  // The page's own server signs the reloaded page in again from the token cookie; another server's
  // account, kept in memory only, would be gone after the reload: the page stays as it was.
  if (!stored && !pageServer) {
    restoreInMemoryAccount(keptBefore);
    throw new SignInNotKept(origin);
  }
  const nav = opts.navigation ?? windowNavigation;
  if (opts.redirect) nav.assign(opts.redirect);
  else nav.reload();
  return account;
}

/** Adds an account to the saved list without switching to it (account menu: add account). */
export async function addAccount(token: string, origin: string, deps: SignInDeps = {}): Promise<StoredAccount> {
  const [me, tokenKind] = await Promise.all([fetchAccount(origin, token, deps), kindOf(token, origin, deps.tokenKind)]);
  const account = toStoredAccount(me, token, origin, tokenKind);
  await addSavedAccount({ id: account.id, token, origin, username: account.username, tokenKind });
  return account;
}
