import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { meQuery } from '@/core/accounts/me-query';
import { getAccount } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';
import { unreadFromMe, type UnreadState } from './unread-count';

/** Key root of this feature's notification lists (not under 'notifications': core patches those as plain arrays). */
export const FEED_ROOT = 'notif-feed';

/** The unread badge state; seeded from `i`, then changed only by main-channel events (never polled). */
export function unreadNotificationsQuery(qc: QueryClient) {
  const key = queryKey(FEED_ROOT, 'unread');
  return queryOptions({
    queryKey: key,
    queryFn: async (): Promise<UnreadState> => {
      const account = getAccount();
      if (!account) return unreadFromMe(null);
      const me = await qc.ensureQueryData(meQuery(account));
      // An event (or reading the list) may have set the state while `i` was loading: it is newer.
      return qc.getQueryData<UnreadState>(key) ?? unreadFromMe(me);
    },
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
