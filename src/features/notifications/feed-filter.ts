import { excludedTypesOf } from './notification-kinds';
import type { FeedFilter } from './notifications-queries';

export interface NotificationFeedProps {
  /** Types to show (null = all). */
  include?: readonly string[] | null;
  unreadOnly?: boolean;
  /** Reading the list marks everything read (the notifications page's "all" tab). */
  markAsRead?: boolean;
  /** Show at most this many (widgets); no paging then. */
  limit?: number;
}

/**
 * The feed's filter: the account's excluded types come from `i` (mutingNotificationTypes);
 * `grouped` says the server's grouped list is read (see `groupedFeed`).
 */
export function feedFilter(me: unknown, { include = null, unreadOnly, markAsRead }: NotificationFeedProps, grouped = false): FeedFilter {
  return { include, exclude: excludedTypesOf(me), unreadOnly: !!unreadOnly, markAsRead: !!markAsRead, grouped };
}
