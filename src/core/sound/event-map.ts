/**
 * Which per-event sound (spec section 3) a happening plays: pure rules, no audio. The callers are
 * the features that own the happening (timelines, messaging, the post form, the main channel);
 * they go through ./lazy.ts so the audio module loads only when a sound is chosen.
 */
import type { SoundEvent } from './sound-assets';

/**
 * A note that arrived live at the top of a timeline: `antenna` and `channel` for those timelines,
 * `note` for the others. The reader's own note plays nothing here: the post form plays `noteMy`
 * when it is posted.
 */
export function timelineNoteSound(kind: string, noteUserId: unknown, meId: string | null): SoundEvent | null {
  if (meId && noteUserId === meId) return null;
  if (kind === 'antenna') return 'antenna';
  if (kind === 'channel') return 'channel';
  return 'note';
}

/** The room a messaging message belongs to, as the reader sees it: `group:<id>` or `user:<the other party>`. */
export function chatRoomKey(message: unknown, meId: string | null): string | null {
  if (!message || typeof message !== 'object') return null;
  const m = message as { userId?: unknown; recipientId?: unknown; groupId?: unknown };
  if (typeof m.groupId === 'string' && m.groupId) return `group:${m.groupId}`;
  const other = m.userId === meId ? m.recipientId : m.userId;
  return typeof other === 'string' && other ? `user:${other}` : null;
}

/** A messaging message: `chat` when its room is open, `chatBg` otherwise; nothing for the reader's own. */
export function chatMessageSound(message: unknown, meId: string | null, openRooms: { has(key: string): boolean }): SoundEvent | null {
  const key = chatRoomKey(message, meId);
  if (!key || (message as { userId?: unknown }).userId === meId) return null;
  return openRooms.has(key) ? 'chat' : 'chatBg';
}

/**
 * A notification of the main channel: a reaction to the reader's note plays `reaction` when a
 * sound is chosen for it, everything else (and a reaction without its own sound) `notification`.
 */
export function notificationSound(notification: unknown, reactionHasSound: boolean): SoundEvent {
  const type = notification && typeof notification === 'object' ? (notification as { type?: unknown }).type : null;
  return type === 'reaction' && reactionHasSound ? 'reaction' : 'notification';
}
