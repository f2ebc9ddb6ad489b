import type { DriveFile } from './drive-file';
import type { EmojiRefs } from './emoji';
import type { UserLite } from './user';

export type Visibility = 'public' | 'home' | 'followers' | 'specified';

export interface PollChoice {
  text: string;
  votes: number;
  isVoted: boolean;
}

export interface Poll {
  choices: PollChoice[];
  multiple: boolean;
  expiresAt: string | null;
}

/**
 * A note as read (spec section 3). Fields a server does not send stay undefined: Misskey 13+ has
 * no `references` or `ccUserIdsCount`; older servers have no `reactionEmojis`.
 */
export interface Note {
  id: string;
  createdAt: string;
  userId: string;
  user: UserLite;
  text: string | null;
  cw?: string | null;
  visibility: Visibility;
  localOnly?: boolean;
  visibleUserIds?: string[];
  ccUserIdsCount?: number;
  replyId?: string | null;
  renoteId?: string | null;
  reply?: Note | null;
  renote?: Note | null;
  references?: Note[];
  referenceIds?: string[];
  channelId?: string | null;
  channel?: { id: string; name: string; [key: string]: unknown } | null;
  fileIds?: string[];
  files?: DriveFile[];
  poll?: Poll | null;
  emojis?: EmojiRefs;
  reactions?: Record<string, number>;
  reactionEmojis?: Record<string, string>;
  myReaction?: string | null;
  myReactions?: string[];
  /** Which reactions the note takes (Misskey 13.10+): null = any; read through the note feature's `likeOnly`. */
  reactionAcceptance?: string | null;
  renoteCount?: number;
  repliesCount?: number;
  mentions?: string[];
  tags?: string[];
  uri?: string;
  url?: string;
  updatedAt?: string | null;
  deletedAt?: string | null;
  invisible?: boolean;
  /** Set by the client when a stream event said the note was deleted (tombstone). */
  isDeletedLocally?: boolean;
  [key: string]: unknown;
}
