import type { QueryClient } from '@tanstack/react-query';
import { meQuery } from '@/core/accounts/me-query';
import { getAccount } from '@/core/accounts/session';
import { feedFilter } from './feed-filter';
import { mentionsQuery, notificationFeedQuery, type NotificationTab } from './notifications-queries';

/** What /my/notifications needs before it paints: the same query options the page reads. */
export async function loadNotificationsPage(qc: QueryClient, tab: NotificationTab): Promise<void> {
  const account = getAccount();
  if (!account) return;
  try {
    if (tab === 'mentions' || tab === 'direct') {
      await qc.ensureInfiniteQueryData(mentionsQuery(tab === 'direct'));
      return;
    }
    const me = await qc.ensureQueryData(meQuery(account));
    await qc.ensureInfiniteQueryData(notificationFeedQuery(feedFilter(me, tab === 'all' ? { markAsRead: true } : { unreadOnly: true })));
  } catch {
    /* the page shows the error and a retry */
  }
}
