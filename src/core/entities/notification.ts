import type { Note } from './note';
import type { UserLite } from './user';
import type { KnownNotificationType } from './notification-types';

/** The types in the table of notification types (./notification-types.ts). */
export type NotificationType = KnownNotificationType;

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
