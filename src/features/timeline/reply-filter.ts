import type { Note } from '@/core/entities/note';
import type { TimelineSource } from './timeline-source';

const BASIC_KINDS = new Set(['home', 'local', 'social', 'global']);
const PUBLIC_KINDS = new Set(['local', 'social', 'global']);

/** The two settings that decide which replies the four basic timelines show. */
export interface ReplyPrefs {
  /** `showTimelineReplies`: replies to other people show at all (off: Misskey's default rule, as its servers apply it). */
  showReplies: boolean;
  /** `showPublicTimelineReplyMode` (public timelines only): 'all' | 'notBotOnly' | 'none'. */
  publicMode: string;
}

/**
 * Which replies the home, local, social and global timelines keep. Replies to me, my own replies
 * and self-replies (threads) always show. Other replies show only with `showTimelineReplies` on;
 * on the public timelines `showPublicTimelineReplyMode` then keeps them all (`all`), drops those a
 * bot wrote (`notBotOnly`, the default) or drops them (`none`). Other timelines are not filtered.
 */
export function keepInTimeline(note: Note, src: TimelineSource, prefs: ReplyPrefs, myId: string | null): boolean {
  if (!BASIC_KINDS.has(src.kind) || !note.replyId) return true;
  const to = note.reply?.userId;
  if (to && (to === myId || to === note.userId)) return true;
  if (myId && note.userId === myId) return true;
  if (!prefs.showReplies) return false;
  if (!PUBLIC_KINDS.has(src.kind)) return true;
  if (prefs.publicMode === 'none') return false;
  if (prefs.publicMode === 'notBotOnly') return !note.user?.isBot;
  return true;
}
