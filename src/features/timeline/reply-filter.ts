import type { Note } from '@/core/entities/note';
import type { TimelineSource } from './timeline-source';

const PUBLIC_KINDS = new Set(['local', 'social', 'global']);

/**
 * `showPublicTimelineReplyMode` on the public timelines: replies to other people are shown
 * (`all`), hidden when a bot wrote them (`notBotOnly`, the default), or hidden (`none`).
 * Replies to me and self-replies always show; other timelines are not filtered.
 */
export function keepInTimeline(note: Note, src: TimelineSource, mode: string, myId: string | null): boolean {
  if (!PUBLIC_KINDS.has(src.kind) || !note.replyId) return true;
  const to = note.reply?.userId;
  if (to && (to === myId || to === note.userId)) return true;
  if (mode === 'none') return false;
  if (mode === 'notBotOnly') return !note.user?.isBot;
  return true;
}
