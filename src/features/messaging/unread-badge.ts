/**
 * The lean public entry the navigation bar loads up front: the messaging item's unread badge.
 * Seeded from `hasUnreadMessagingMessage` of `i`, then counted from the main channel's
 * `unreadMessagingMessage` events (one per message) and cleared by `readAllMessagingMessages`.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { meQuery } from '@/core/accounts/me-query';
import { getAccount } from '@/core/accounts/session';
import { soundForChatMessage } from '@/core/sound/lazy';
import { useChannel } from '@/core/stream/use-stream';
import { addUnread, badgeText, NO_UNREAD, type UnreadState } from '@/core/unread/unread-count';
import { useUnreadCatchUp } from '@/core/unread/use-unread-catch-up';
import { messagingKeys } from './messaging-keys';

export function unreadMessagesFromMe(me: unknown): UnreadState {
  const flag = !!me && typeof me === 'object' && (me as { hasUnreadMessagingMessage?: unknown }).hasUnreadMessagingMessage === true;
  return { count: 0, uncounted: flag, ids: [] };
}

export function unreadMessagesQuery(qc: QueryClient) {
  const key = messagingKeys.unreadBadge();
  return queryOptions({
    queryKey: key,
    queryFn: async (): Promise<UnreadState> => {
      const account = getAccount();
      if (!account) return NO_UNREAD;
      const me = await qc.ensureQueryData(meQuery(account));
      // An event may have set the state while `i` was loading: it is newer.
      return qc.getQueryData<UnreadState>(key) ?? unreadMessagesFromMe(me);
    },
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The badge text ("3", "3+", "" for a plain mark) or null when nothing is unread. */
export function useUnreadMessagesBadge(enabled = true): string | null {
  const qc = useQueryClient();
  const options = unreadMessagesQuery(qc);
  const { data } = useQuery({ ...options, enabled });
  useChannel(enabled ? 'main' : null, {}, {
    unreadMessagingMessage: (body) => {
      const id = body && typeof body === 'object' ? (body as { id?: unknown }).id : null;
      if (typeof id === 'string') qc.setQueryData<UnreadState>(options.queryKey, (s) => addUnread(s, id));
    },
    readAllMessagingMessages: () => qc.setQueryData<UnreadState>(options.queryKey, NO_UNREAD),
    messagingMessage: (body) => soundForChatMessage(body),
  });
  useUnreadCatchUp(options.queryKey, unreadMessagesFromMe, enabled);
  return enabled ? badgeText(data) : null;
}
