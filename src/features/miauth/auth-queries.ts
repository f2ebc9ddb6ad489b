import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';

/** What `auth/session/show` tells of the app asking for access (every field may be absent). */
export interface AuthSession {
  app?: { name?: unknown; description?: unknown; callbackUrl?: unknown; permission?: unknown };
}

/** Keys of the app-approval flows, all under one root (`authKeys.all()`). */
export const authKeys = {
  all: () => queryKey('auth-session'),
  session: (token: string) => queryKey('auth-session', token),
};

export function authSessionQuery(token: string) {
  return queryOptions({
    queryKey: authKeys.session(token),
    queryFn: () => getApi().request<AuthSession>('auth/session/show', { token }, { suppressError: true }),
    retry: false,
    staleTime: Infinity,
  });
}

/* Mutations: the approval pages call these, never the API client. */

/** The legacy app flow: the signed-in user accepts the session's app. */
export const acceptAuthSession = (token: string) => getApi().request('auth/accept', { token });

/** MiAuth: makes the token the app will fetch with `miauth/{session}/check`. */
export const generateMiauthToken = (session: string, app: { name: string | null; iconUrl: string | null; permission: string[] }) =>
  getApi().request('miauth/gen-token', { session, name: app.name, iconUrl: app.iconUrl, permission: app.permission });
