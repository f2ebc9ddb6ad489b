import type { Note } from './note';
import type { UserLite } from './user';

export type NotificationType =
  | 'follow' | 'mention' | 'reply' | 'renote' | 'quote' | 'reaction' | 'unreadAntenna' | 'pollVote'
  | 'pollEnded' | 'receiveFollowRequest' | 'followRequestAccepted' | 'groupInvited' | 'app';

/** A notification (spec section 3); unknown types are kept and shown generically. */
export interface Notification {
  id: string;
  createdAt: string;
  type: NotificationType | string;
  userId?: string | null;
  user?: UserLite | null;
  note?: Note | null;
  reaction?: string | null;
  [key: string]: unknown;
}
