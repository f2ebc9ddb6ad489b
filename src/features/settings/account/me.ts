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

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return (params: Record<string, unknown>) => updateMe(queryClient, params);
}

/** Asks for the password (dangerous actions); null when cancelled. */
export { askPassword } from './ask-password';
