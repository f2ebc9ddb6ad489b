import { getAccount, getServerOrigin } from '@/core/accounts/session';

/**
 * Every query key starts with the server origin and the account id, so two accounts or two
 * servers never share cached data.
 */
export function accountKeyRoot(): readonly [string, string] {
  return [getServerOrigin(), getAccount()?.id ?? 'guest'] as const;
}

export function queryKey<const T extends readonly unknown[]>(...parts: T) {
  return [...accountKeyRoot(), ...parts] as const;
}
