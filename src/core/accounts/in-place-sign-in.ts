import type { MeDetailed, StoredAccount } from './account-types';
import { getAccount, getServerOrigin } from './session';

/**
 * Switches the running app to `account` without reloading the document: the session, settings,
 * stream, query cache scope and router follow it; then the page goes to `redirect` (a validated
 * same-origin path) or stays where it is. Installed by the app once it runs (src/app).
 */
export type InPlaceSignIn = (account: StoredAccount, me: MeDetailed, redirect: string | undefined) => Promise<void>;

let handler: InPlaceSignIn | null = null;

/** The app installs its in-place switch (null removes it). */
export function setInPlaceSignIn(fn: InPlaceSignIn | null): void {
  handler = fn;
}

/**
 * The in-place switch for signing `account` in, or null when the page must reload instead:
 * only a visitor's page (no account yet) whose session talks to the account's own server.
 * Switching between accounts, signing in on another server than the one the page shows, and the
 * starts that sign in before the app runs (token cookie, `?loginId=`) keep the reload.
 */
export function inPlaceSignInFor(account: Pick<StoredAccount, 'origin'>): InPlaceSignIn | null {
  if (!handler || getAccount() !== null) return null;
  if (account.origin !== getServerOrigin()) return null;
  return handler;
}
