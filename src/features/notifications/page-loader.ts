import type { QueryClient } from '@tanstack/react-query';
import { meQuery } from '@/core/accounts/me-query';
import { getAccount } from '@/core/accounts/session';
import { ensureCapabilities } from '@/core/capabilities';
import { getSetting } from '@/core/settings';
import { feedFilter } from './feed-filter';
import { groupedFeed, mentionsQuery, notificationFeedQuery, type NotificationTab } from './notifications-queries';

/** What /my/notifications needs before it paints: the same query options the page reads. */
export async function loadNotificationsPage(qc: QueryClient, tab: NotificationTab): Promise<void> {
  const account = getAccount();
  if (!account) return;
  try {
    if (tab === 'mentions' || tab === 'direct') {
      await qc.ensureInfiniteQueryData(mentionsQuery(tab === 'direct'));
      return;
    }
    const [me, caps] = await Promise.all([qc.ensureQueryData(meQuery(account)), ensureCapabilities(qc)]);
    const props = tab === 'all' ? { markAsRead: true } : { unreadOnly: true };
    await qc.ensureInfiniteQueryData(notificationFeedQuery(feedFilter(me, props, groupedFeed(caps.groupedNotifications, getSetting('useGroupedNotifications'), props.unreadOnly))));
  } catch {
    /* the page shows the error and a retry */
  }
}
