/** Server data of the chats: the conversation list and each room's pages (query cache only). */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getAccount, getApi } from '@/core/accounts/session';
import type { UserDetailed } from '@/core/entities/user';
import { buildConversations } from './conversations';
import { messagingKeys } from './messaging-keys';
import type { MessagingMessage, RoomTarget } from './types';

export const MESSAGES_PAGE = 20;
export const HISTORY_LIMIT = 100;

export { messagingKeys };

/** messaging/history for users and for groups, merged newest first. */
export function messagingHistoryQuery() {
  return queryOptions({
    queryKey: messagingKeys.history(),
    queryFn: async ({ signal }) => {
      const api = getApi();
      const [users, groups] = await Promise.all([
        api.request<unknown[]>('messaging/history', { limit: HISTORY_LIMIT, group: false }, { signal }),
        api.request<unknown[]>('messaging/history', { limit: HISTORY_LIMIT, group: true }, { signal }),
      ]);
      return buildConversations([...(Array.isArray(users) ? users : []), ...(Array.isArray(groups) ? groups : [])], getAccount()?.id ?? '');
    },
    // The index stream only runs while the list is shown: look again each time it opens.
    staleTime: 5_000,
  });
}

/** One room's messages, newest page first, paged upward by untilId; reading them marks them read. */
export function roomMessagesQuery(target: RoomTarget) {
  return infiniteQueryOptions({
    queryKey: messagingKeys.room(target),
    queryFn: ({ signal, pageParam }) =>
      getApi().request<MessagingMessage[]>(
        'messaging/messages',
        { ...(target.kind === 'user' ? { userId: target.userId } : { groupId: target.groupId }), limit: MESSAGES_PAGE, markAsRead: true, ...(pageParam ? { untilId: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MessagingMessage[]) => (!Array.isArray(last) || last.length < MESSAGES_PAGE ? null : (last[last.length - 1]?.id ?? null)),
    // Live while the room is open; a room opened again later looks for what it missed.
    staleTime: 5_000,
    refetchOnWindowFocus: false,
  });
}

/** `alice` or `@alice@host` → {username, host}. */
export function parseAcct(acct: string): { username: string; host: string | null } {
  const [username = '', host] = acct.replace(/^@/, '').split('@');
  return { username, host: host || null };
}

/** The other party of a 1:1 room, by acct. */
export function roomUserQuery(acct: string) {
  return queryOptions({
    queryKey: messagingKeys.user(acct),
    queryFn: ({ signal }) => getApi().request<UserDetailed>('users/show', parseAcct(acct), { signal }),
    staleTime: 60_000,
  });
}

/* Mutations: the chat views call these, never the API client. */

/** Sends a message to the room (text or null, and an optional drive file); the server answers with the message. */
export function sendMessage(target: RoomTarget, text: string, fileId: string | null) {
  return getApi().request<MessagingMessage>('messaging/messages/create', {
    ...(target.kind === 'user' ? { userId: target.userId } : { groupId: target.groupId }),
    text: text.trim() === '' ? null : text,
    ...(fileId ? { fileId } : {}),
  });
}

export const deleteMessage = (messageId: string) => getApi().request('messaging/messages/delete', { messageId });

export const readAllMessages = () => getApi().request('i/read-all-messaging-messages');
