/** The lean public entry route loaders use (query options only, no components). */
import type { QueryClient } from '@tanstack/react-query';
import { followListQuery } from './tab-queries';
import { isProfileTab, userByAcctQuery, type ProfileTab } from './user-queries';

export { isProfileTab, type ProfileTab };

/** The profile's user, the same options the page reads; a failure is left to the page to show. */
export async function loadProfile(qc: QueryClient, acct: string): Promise<void> {
  await qc.ensureQueryData(userByAcctQuery(acct)).catch(() => undefined);
}

export async function loadFollowList(qc: QueryClient, acct: string, direction: 'following' | 'followers'): Promise<void> {
  try {
    const user = await qc.ensureQueryData(userByAcctQuery(acct));
    await qc.ensureInfiniteQueryData(followListQuery(user.id, direction));
  } catch {
    /* the page shows the error */
  }
}
