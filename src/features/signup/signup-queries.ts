import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';

/** The sign-up's only server read, the username check, under one root (`usernameKeys.all()`). */
export const usernameKeys = {
  all: () => queryKey('username-available'),
  available: (username: string) => queryKey('username-available', username.toLowerCase()),
};

export function usernameAvailableQuery(username: string) {
  return queryOptions({
    queryKey: usernameKeys.available(username),
    queryFn: ({ signal }) =>
      getApi()
        .request<{ available?: unknown }>('username/available', { username }, { signal, suppressError: true })
        .then((r) => r?.available === true),
    staleTime: 30_000,
    retry: false,
  });
}

/*
 * Mutations: the sign-up pages call these, never the API client. Each one suppresses the client's
 * error toast: the page says what went wrong itself.
 */

/** `signup`: a token for the new account, or nothing (204) when the server e-mails a confirmation link. */
export const signUp = (params: Record<string, unknown>) => getApi().request<{ token?: unknown; id?: unknown } | undefined>('signup', params, { suppressError: true });

/** `signup-pending`: finishes a sign-up from its e-mailed code; `i` is the new account's token. */
export const completeSignup = (code: string) => getApi().request<{ i?: unknown; id?: unknown }>('signup-pending', { code }, { suppressError: true });

export const requestPasswordReset = (username: string, email: string) => getApi().request('request-reset-password', { username, email }, { suppressError: true });

export const resetPassword = (token: string, password: string) => getApi().request('reset-password', { token, password }, { suppressError: true });
