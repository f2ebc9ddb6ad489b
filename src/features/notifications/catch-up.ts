import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { Notification } from '@/core/entities/notification';
import type { FilledPage } from './fill-page';
import { prependToFeed } from './live-feed';
import { notificationPasses, sanitizeNotifications } from './notification-kinds';
import { NOTIFICATIONS_PAGE, type FeedFilter } from './notifications-queries';

type Feed = InfiniteData<FilledPage<Notification>, string | null>;

/**
 * After the main channel came up while a list was shown (the stream's first connection, a
 * reconnect): the notifications newer than the list's newest go on top. When a whole page or more
 * came in between, or the list is empty, the list is read again instead.
 */
export async function catchUpNotifications(qc: QueryClient, key: QueryKey, filter: FeedFilter): Promise<void> {
  const data = qc.getQueryData<Feed>(key);
  if (!data) return;
  // A grouped list's ids are its groups' oldest members: "newer than the newest" cannot be asked.
  if (filter.grouped) {
    await qc.refetchQueries({ queryKey: key, exact: true });
    return;
  }
  const newest = data.pages[0]?.items[0]?.id;
  const missed = newest
    ? sanitizeNotifications(
        await getApi().request<unknown>(
          'i/notifications',
          { limit: NOTIFICATIONS_PAGE, sinceId: newest, markAsRead: !!filter.markAsRead, ...(filter.unreadOnly ? { unreadOnly: true } : {}) },
          { suppressError: true },
        ),
      )
    : null;
  if (!missed || missed.length >= NOTIFICATIONS_PAGE) {
    await qc.refetchQueries({ queryKey: key, exact: true });
    return;
  }
  // A sinceId answer comes oldest first; each goes on top in turn, the newest last.
  const oldestFirst = [...missed].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const passes = (n: Notification) => notificationPasses(n, filter.include, filter.exclude);
  qc.setQueryData<Feed>(key, (d) => oldestFirst.reduce<Feed | undefined>((acc, n) => prependToFeed(acc, n, passes), d));
}
