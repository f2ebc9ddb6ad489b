/**
 * The chats' key factory, in a file of its own so the navigation bar's lean unread badge can use it
 * without loading the rest of the query module (`messaging-queries.ts` re-exports it).
 */
import { queryKey } from '@/core/query/keys';
import type { RoomTarget } from './types';

export const messagingKeys = {
  all: () => queryKey('messaging'),
  history: () => queryKey('messaging', 'history'),
  room: (target: RoomTarget) => queryKey('messaging', 'room', target.kind, target.kind === 'user' ? target.userId : target.groupId),
  user: (acct: string) => queryKey('messaging', 'user', acct),
  unreadBadge: () => queryKey('messaging', 'unread-badge'),
};
