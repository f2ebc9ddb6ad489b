/** Post-form drafts (spec section 3 "Draft"). */
import type { DriveFile } from '@/core/entities/drive-file';
import type { Visibility } from '@/core/entities/note';

/**
 * Key prefixes, in the order the draft list shows them ("sorted by kind"):
 * `note` (a new note), `reply:<noteId>`, `renote:<noteId>` (a quote), `channel:<channelId>`,
 * `air` (a reply without mention), `edit:<noteId>`, `manual:<stamp>` (saved by hand), `auto:<stamp>`
 * (an older draft moved aside, or an unsent queued post).
 */
export const DRAFT_KINDS = ['note', 'reply', 'renote', 'channel', 'air', 'edit', 'manual', 'auto'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

/** The poll as drafted (spec: choices, multiple, expiresAt, expiredAfter in ms). */
export interface DraftPoll {
  choices: string[];
  multiple: boolean;
  expiresAt: number | null;
  expiredAfter: number | null;
}

export interface DraftData {
  text: string;
  useCw: boolean;
  cw: string | null;
  visibility: Visibility;
  localOnly: boolean;
  files: DriveFile[];
  poll: DraftPoll | null;
  visibleUserIds: string[];
  replyId: string | null;
  quoteId: string | null;
  /** True when references are attached (the spec's `referencesFlg`). */
  referencesFlg: boolean;
  referenceIds: string[];
  /** Extras this client keeps: the hashtag field, CC recipients and the channel. */
  hashtags?: string;
  ccUserIds?: string[];
  channelId?: string | null;
}

export interface Draft {
  key: string;
  updatedAt: number;
  name?: string;
  data: DraftData;
}
