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
 * only a visitor's page (no account yet) whose session talks to the account's own server, or,
 * with `anyServer`, any server (the account could not be stored: a reload would forget it, and
 * no token cookie brings back an account of another server). Switching between accounts, signing
 * in on another server while storage works, and the starts that sign in before the app runs
 * (token cookie, `?loginId=`) keep the reload.
 */
export function inPlaceSignInFor(account: Pick<StoredAccount, 'origin'>, opts: { anyServer?: boolean } = {}): InPlaceSignIn | null {
  if (!handler || getAccount() !== null) return null;
  if (account.origin !== getServerOrigin() && !opts.anyServer) return null;
  return handler;
}
