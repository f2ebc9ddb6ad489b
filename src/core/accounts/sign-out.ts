import { createApiClient } from '@/core/api/api-client';
import { postCrossTab } from '@/core/cross-tab/cross-tab';
import { clearStartPlan } from '@/core/early/early-requests';
import { readCurrentAccount, removeSavedAccount, writeCurrentAccount } from './account-storage';
import type { StoredAccount } from './account-types';
import { windowNavigation } from './navigation';
import { signIn, type SignInDeps } from './sign-in';
import { clearTokenCookie } from './token-cookie';

/** The browser's push subscription endpoint, if this page has one. */
async function pushEndpoint(): Promise<string | null> {
  try {
    if (!('serviceWorker' in navigator)) return null;
    const reg = await navigator.serviceWorker.getRegistration();
    const sub = await reg?.pushManager?.getSubscription();
    return sub?.endpoint ?? null;
  } catch {
    return null;
  }
}

export interface SignOutDeps extends SignInDeps {
  getPushEndpoint?: () => Promise<string | null>;
}

/**
 * Sign-out (spec section 4): remove the stored account and its saved entry, unregister the push
 * subscription if present, clear the cookie, then switch to the first remaining account or go to /.
 */
export async function signOut(deps: SignOutDeps = {}): Promise<void> {
  const account: StoredAccount | null = readCurrentAccount();
  writeCurrentAccount(null);
  clearStartPlan();
  const remaining = account ? await removeSavedAccount(account.origin, account.id) : [];
  if (account) {
    const endpoint = await (deps.getPushEndpoint ?? pushEndpoint)();
    if (endpoint) {
      const api = createApiClient({ origin: account.origin, token: account.token, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
      await api.request('sw/unregister', { endpoint }, { suppressError: true }).catch(() => undefined);
    }
    postCrossTab({ type: 'signout', id: account.id });
  }
  clearTokenCookie();
  const next = remaining[0];
  if (next) {
    try {
      await signIn(next.token, next.origin, deps);
      return;
    } catch {
      // The remaining account no longer works: fall through to the welcome page.
    }
  }
  (deps.navigation ?? windowNavigation).assign('/');
}
