import { createApiClient, type ApiClient } from '@/core/api/api-client';
import { reportApiError } from '@/core/errors/report-api-error';
import type { StoredAccount } from './account-types';

/**
 * The session of this page: the signed-in account and the API client bound to its server.
 * It changes once at most without a reload: a visitor who signs in to the same server switches in
 * place (`startSession` again, see in-place-sign-in.ts), and so does one who signs in to another
 * server while this browser refuses to store the account. Signing out and switching between
 * accounts reload the page.
 */
interface Session {
  account: StoredAccount | null;
  origin: string;
  api: ApiClient;
}

let session: Session | null = null;

/** The server visitors talk to: the build's configured origin, else this page's own. */
export function defaultServerOrigin(): string {
  const configured = import.meta.env.VITE_SERVER_ORIGIN as string | undefined;
  return (configured && configured.trim()) || window.location.origin;
}

export function apiFor(origin: string, token: string | null): ApiClient {
  return createApiClient({ origin, token, onError: reportApiError });
}

/** Starts (or, for an in-place sign-in, replaces) the page's session. */
export function startSession(account: StoredAccount | null): Session {
  const origin = account?.origin ?? defaultServerOrigin();
  session = { account, origin, api: apiFor(origin, account?.token ?? null) };
  return session;
}

function current(): Session {
  return session ?? startSession(null);
}

export function getAccount(): StoredAccount | null {
  return current().account;
}

export function getApi(): ApiClient {
  return current().api;
}

export function getServerOrigin(): string {
  return current().origin;
}

export function isPrivileged(account: StoredAccount | null = getAccount()): boolean {
  return !!account && (account.isAdmin || account.isModerator);
}
