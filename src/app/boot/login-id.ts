import { readSavedAccounts } from '@/core/accounts/account-storage';
import type { StoredAccount } from '@/core/accounts/account-types';

/**
 * Start-up step 2: `?loginId=<id>` asks to use that saved account. Returns the saved entry to
 * switch to (when it is not already the current one) and the URL without the parameter.
 */
export async function readLoginIdSwitch(
  href: string,
  current: StoredAccount | null,
): Promise<{ switchTo: { token: string; origin: string } | null; cleanUrl: string | null }> {
  const url = new URL(href);
  const loginId = url.searchParams.get('loginId');
  if (!loginId) return { switchTo: null, cleanUrl: null };
  url.searchParams.delete('loginId');
  const cleanUrl = url.pathname + url.search + url.hash;
  if (current?.id === loginId) return { switchTo: null, cleanUrl };
  const entry = (await readSavedAccounts()).find((e) => e.id === loginId);
  return { switchTo: entry ? { token: entry.token, origin: entry.origin } : null, cleanUrl };
}
