import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useChannel } from '@/core/stream/use-stream';
import { useUnreadCatchUp } from '@/core/unread/use-unread-catch-up';
import { addUnread, badgeText, NO_UNREAD, titleWithCount, unreadFromMe, type UnreadState } from './unread-count';
import { unreadNotificationsQuery } from './unread-query';

/**
 * The menu's unread-notification badge text (null = none). Main-channel events change the cached
 * state; the page title carries the same count.
 */
export function useUnreadNotificationsBadge(enabled = true): string | null {
  const qc = useQueryClient();
  const options = unreadNotificationsQuery(qc);
  const { data } = useQuery({ ...options, enabled });
  useChannel(enabled ? 'main' : null, {}, {
    unreadNotification: (body) => {
      const id = body && typeof body === 'object' ? (body as { id?: unknown }).id : null;
      if (typeof id === 'string') qc.setQueryData<UnreadState>(options.queryKey, (s) => addUnread(s, id));
    },
    readAllNotifications: () => qc.setQueryData<UnreadState>(options.queryKey, NO_UNREAD),
  });
  useUnreadCatchUp(options.queryKey, unreadFromMe, enabled);
  useEffect(() => {
    if (!enabled || typeof document === 'undefined') return;
    document.title = titleWithCount(document.title, data);
  }, [enabled, data]);
  return enabled ? badgeText(data) : null;
}
