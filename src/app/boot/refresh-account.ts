import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/core/api/api-error';
import { readCurrentAccount, writeCurrentAccount } from '@/core/accounts/account-storage';
import type { MeDetailed, StoredAccount } from '@/core/accounts/account-types';
import { fetchAccount, toStoredAccount } from '@/core/accounts/sign-in';
import { signOut } from '@/core/accounts/sign-out';
import { meQueryKey } from '@/core/accounts/me-query';
import { alertDialog } from '@/core/dialogs/dialog-store';
import { t } from '@/core/i18n';

/** The error id a server answers `i` with for a suspended account. */
export const SUSPENDED_ERROR_ID = 'a8c724b3-6e9c-4b46-b1a8-bc3ed6258370';

/**
 * Post-start task: fetch the account again and keep the stored copy fresh (spec section 8):
 * a suspended account is told so and signed out; any other failure shows the error as JSON,
 * except no answer while the browser is offline, which waits for it to come back online.
 */
export async function refreshAccount(account: StoredAccount, queryClient: QueryClient, started?: Promise<MeDetailed>): Promise<void> {
  try {
    // Start-up already asked (in parallel with everything else): use that answer, never ask twice.
    const me = await (started ?? fetchAccount(account.origin, account.token));
    // Only over the same account: signed out (or switched) while `i` was on its way, it stays so.
    const current = readCurrentAccount();
    if (current?.id === account.id && current.origin === account.origin) writeCurrentAccount(toStoredAccount(me, account.token, account.origin, current.tokenKind));
    queryClient.setQueryData(meQueryKey(account), me);
  } catch (e) {
    // Offline nothing is wrong with the account: the saved timeline shows (the page says it is
    // offline), and the account is read again once the browser is back online.
    if (isApiError(e) && e.kind === 'network' && typeof navigator !== 'undefined' && navigator.onLine === false) {
      window.addEventListener('online', () => void refreshAccount(account, queryClient), { once: true });
      return;
    }
    if (isApiError(e) && e.id === SUSPENDED_ERROR_ID) {
      await alertDialog({ type: 'error', title: t('account.suspendedTitle'), text: t('account.suspendedDescription') });
      await signOut();
      return;
    }
    const detail = isApiError(e) ? (e.serverError ?? { kind: e.kind, message: e.message }) : { message: String(e) };
    await alertDialog({ type: 'error', title: t('account.failedToFetchAccountInformation'), text: JSON.stringify(detail, null, 2) });
    // A token the server no longer accepts cannot come back: sign out rather than fail on every load.
    if (isApiError(e) && e.status === 401) await signOut();
  }
}
