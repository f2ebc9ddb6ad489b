import type { ApiClient } from '@/core/api/api-client';
import { isNoteOfRequest } from './queue-rules';
import type { QueueEntry } from './queue-types';

interface NoteLike {
  id: string;
  userId?: string;
  createdAt: string;
  text?: string | null;
  cw?: string | null;
  replyId?: string | null;
  renoteId?: string | null;
}

/**
 * Looks for the note an earlier, unanswered attempt of `entry` may have created: the author's
 * latest notes (or the channel's), matched by content and time, skipping notes already known to
 * belong to other requests. Rejects when the server cannot be asked (the caller waits and retries).
 * This is what makes a retry safe on servers without an idempotency key.
 */
export async function findPostedNote(client: ApiClient, entry: QueueEntry, claimed: ReadonlySet<string>): Promise<NoteLike | null> {
  if (entry.endpoint !== 'notes/create' || !entry.userId) return null;
  const channelId = typeof entry.data.channelId === 'string' ? entry.data.channelId : null;
  const notes = channelId
    ? await client.request<NoteLike[]>('channels/timeline', { channelId, limit: 30 }, { suppressError: true })
    : await client.request<NoteLike[]>('users/notes', { userId: entry.userId, limit: 30, includeReplies: true, includeMyRenotes: true }, { suppressError: true });
  if (!Array.isArray(notes)) return null;
  return notes.find((n) => (n.userId ?? entry.userId) === entry.userId && !claimed.has(n.id) && isNoteOfRequest(n, entry.data, entry.date)) ?? null;
}
