/**
 * The unread-notification badge: a count when the server says it (`unreadNotificationsCount`,
 * newer Misskey) or once counted from live events, else just "there is something" (Misskey 13's
 * `hasUnreadNotification`). The counting itself is shared (src/core/unread).
 */
import { NO_UNREAD, type UnreadState } from '@/core/unread/unread-count';

export { NO_UNREAD, addUnread, badgeText, titleWithCount, type UnreadState } from '@/core/unread/unread-count';

export function unreadFromMe(me: unknown): UnreadState {
  if (!me || typeof me !== 'object') return NO_UNREAD;
  const m = me as { unreadNotificationsCount?: unknown; hasUnreadNotification?: unknown };
  if (typeof m.unreadNotificationsCount === 'number' && m.unreadNotificationsCount >= 0) return { count: m.unreadNotificationsCount, uncounted: false, ids: [] };
  return { count: 0, uncounted: m.hasUnreadNotification === true, ids: [] };
}
