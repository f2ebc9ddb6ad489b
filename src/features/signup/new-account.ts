import { fetchAccount } from '@/core/accounts/sign-in';
import { prepareNewAccount } from '@/features/onboarding';

/**
 * A sign-up has just given a token (and, from `signup` / `signup-pending`, the account's id):
 * before signing in, the new account is set up for its first start (Home first, starter widgets,
 * the onboarding). A failure here never stands in the way of the sign-in.
 */
export async function prepareSignedUpAccount(origin: string, token: string, id: unknown): Promise<void> {
  try {
    const userId = typeof id === 'string' && id !== '' ? id : (await fetchAccount(origin, token)).id;
    await prepareNewAccount({ origin, userId });
  } catch (e) {
    console.warn('Could not prepare the new account for its first start', e);
  }
}
