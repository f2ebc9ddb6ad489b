/**
 * Records for the social areas: follow requests, mutes, blocks, lists, antennas, clips, favorites,
 * channels, announcements (not wire shapes; see pack/).
 */

export interface FollowRequestRecord {
  id: string;
  createdAt: number;
  followerId: string;
  followeeId: string;
}

export interface MutingRecord {
  id: string;
  createdAt: number;
  muterId: string;
  muteeId: string;
  /** null = indefinite. */
  expiresAt: number | null;
}

export interface BlockingRecord {
  id: string;
  createdAt: number;
  blockerId: string;
  blockeeId: string;
}

export interface UserListRecord {
  id: string;
  createdAt: number;
  userId: string;
  name: string;
  isPublic: boolean;
  /** Members in the order they were added. */
  userIds: string[];
}

export type AntennaSource = 'home' | 'all' | 'users' | 'list';
export const ANTENNA_SOURCES: readonly AntennaSource[] = ['home', 'all', 'users', 'list'];

export interface AntennaRecord {
  id: string;
  createdAt: number;
  userId: string;
  name: string;
  src: AntennaSource;
  userListId: string | null;
  /** OR of ANDs. */
  keywords: string[][];
  excludeKeywords: string[][];
  /** Accts ("alice", "@zoe@remote.example"). */
  users: string[];
  caseSensitive: boolean;
  withReplies: boolean;
  withFile: boolean;
  notify: boolean;
  isActive: boolean;
  /** Matched notes, ascending by id. */
  noteIds: string[];
  /** Matched notes the owner has not read yet. */
  unreadNoteIds: string[];
}

export interface ClipNoteRecord {
  id: string;
  createdAt: number;
  noteId: string;
}

export interface ClipRecord {
  id: string;
  createdAt: number;
  userId: string;
  name: string;
  description: string | null;
  isPublic: boolean;
  lastClippedAt: number | null;
  notes: ClipNoteRecord[];
}

export interface FavoriteRecord {
  id: string;
  createdAt: number;
  userId: string;
  noteId: string;
}

export interface ThreadMutingRecord {
  id: string;
  createdAt: number;
  userId: string;
  /** Id of the thread's root note. */
  threadId: string;
}

export interface ChannelRecord {
  id: string;
  createdAt: number;
  /** Owner; null once the owner is gone. */
  userId: string | null;
  name: string;
  description: string | null;
  bannerId: string | null;
  color: string;
  isArchived: boolean;
  isSensitive: boolean;
  allowRenoteToExternal: boolean;
  pinnedNoteIds: string[];
  lastNotedAt: number | null;
}

export interface ChannelFollowRecord {
  id: string;
  createdAt: number;
  userId: string;
  channelId: string;
  /** Channel notes posted since the follower last read the channel. */
  unreadNoteIds: string[];
}

export interface AnnouncementRecord {
  id: string;
  createdAt: number;
  updatedAt: number | null;
  title: string;
  text: string;
  imageUrl: string | null;
  /** User ids who have read it. */
  readBy: string[];
}
