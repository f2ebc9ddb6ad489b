/** The signed-in user's own object (the `i` cache entry) and saving changes through i/update. */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getAccount, getApi } from '@/core/accounts/session';
import { meQuery, meQueryKey } from '@/core/accounts/me-query';
import type { MeDetailed } from '@/core/accounts/account-types';

export function currentMeQuery() {
  const account = getAccount();
  if (!account) throw new Error('settings pages need a signed-in account');
  return meQuery(account);
}

export function useMe() {
  return useQuery(currentMeQuery());
}

/** Reads a field of `i` with a type check; absent or odd values give the fallback. */
export function field<T>(me: MeDetailed | undefined, key: string, check: (v: unknown) => v is T, fallback: T): T {
  const v = me?.[key];
  return check(v) ? v : fallback;
}

export const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
export const isStr = (v: unknown): v is string => typeof v === 'string';
export const isStrArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Sends i/update and puts the answer into the `i` cache. Throws the API error (already toasted). */
export async function updateMe(queryClient: QueryClient, params: Record<string, unknown>): Promise<MeDetailed> {
  const account = getAccount();
  const me = await getApi().request<MeDetailed>('i/update', params);
  if (account && me && typeof me === 'object') queryClient.setQueryData(meQueryKey(account), me);
  return me;
}

/** Reads `i` again (after a change the server made to it, such as a second factor). */
export function refreshMe(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: currentMeQuery().queryKey });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return (params: Record<string, unknown>) => updateMe(queryClient, params);
}

/** Asks for the password (dangerous actions); null when cancelled. */
export { askPassword } from './ask-password';

/** i/change-password. Throws the API error (already toasted). */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await getApi().request('i/change-password', { currentPassword, newPassword });
}

/** i/regenerate-token: the server ends every session, this one included. Throws the API error (already toasted). */
export async function regenerateToken(password: string): Promise<void> {
  await getApi().request('i/regenerate-token', { password });
}

/** i/update-email (null removes the address). Throws the API error, not toasted: the page shows it. */
export async function updateEmail(password: string, email: string | null): Promise<void> {
  await getApi().request('i/update-email', { password, email }, { suppressError: true });
}

/** i/move to another account. Throws the API error, not toasted: the page shows it. */
export async function moveAccount(moveToAccount: string): Promise<void> {
  await getApi().request('i/move', { moveToAccount }, { suppressError: true });
}

/** i/delete-account. Throws the API error (already toasted). */
export async function deleteAccount(password: string): Promise<void> {
  await getApi().request('i/delete-account', { password });
}
