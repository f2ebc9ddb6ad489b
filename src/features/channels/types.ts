import type { Note } from '@/core/entities/note';

/** A channel as 13.x packs it; fields older or newer servers lack stay optional. */
export interface Channel {
  id: string;
  createdAt?: string;
  lastNotedAt?: string | null;
  name: string;
  description?: string | null;
  userId?: string | null;
  bannerUrl?: string | null;
  pinnedNoteIds?: string[];
  pinnedNotes?: Note[];
  color?: string;
  isArchived?: boolean;
  usersCount?: number;
  notesCount?: number;
  isFollowing?: boolean;
  isFavorited?: boolean;
  hasUnreadNote?: boolean;
}

export const CHANNEL_TABS = ['featured', 'following', 'favorites', 'owned', 'search'] as const;
export type ChannelTab = (typeof CHANNEL_TABS)[number];
