import type { UserLite } from './user';

export type Visibility = 'public' | 'home' | 'followers' | 'specified';

/** A note as read (spec section 3). Fields a server does not send stay undefined. */
export interface Note {
  id: string;
  createdAt: string;
  userId: string;
  user: UserLite;
  text: string | null;
  cw?: string | null;
  visibility: Visibility;
  localOnly?: boolean;
  replyId?: string | null;
  renoteId?: string | null;
  reply?: Note | null;
  renote?: Note | null;
  uri?: string;
  url?: string;
  updatedAt?: string | null;
  [key: string]: unknown;
}
