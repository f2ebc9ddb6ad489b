import type { Note } from '@/core/entities/note';

export type MuteReason = 'word' | 'manual' | 'spam' | 'other';
const SERVER_REASONS = new Set<MuteReason>(['word', 'manual', 'spam', 'other']);

/** One muted-word entry: a list of words that must all appear, or a `/regex/flags` string. */
export type MutedWord = string[] | string;

/** Where a note is shown, and the two word-mute settings of spec section 3. */
export interface MuteOptions {
  /** muteExcludeReplyQuote: word mute leaves replies and quotes alone. */
  excludeReplyQuote?: boolean;
  /** muteExcludeNotification: word mute leaves notes shown as notifications alone. */
  excludeNotification?: boolean;
  /** The note is shown in the notifications (a notification row or the mentions / direct tabs). */
  inNotification?: boolean;
}

export function matchesEntry(text: string, entry: MutedWord): boolean {
  if (typeof entry === 'string') {
    const m = /^\/(.+)\/([a-z]*)$/.exec(entry);
    if (!m) return entry.trim() !== '' && text.includes(entry);
    try {
      return new RegExp(m[1]!, m[2]!.replace(/[gy]/g, '')).test(text);
    } catch {
      return false;
    }
  }
  const words = entry.filter((w) => w.trim() !== '');
  return words.length > 0 && words.every((w) => text.toLowerCase().includes(w.toLowerCase()));
}

/** A reply, or a quote (a renote with its own text, CW, files or poll). */
export function isReplyOrQuote(note: Pick<Note, 'replyId' | 'renoteId' | 'text' | 'cw' | 'files' | 'poll'>): boolean {
  if (note.replyId != null) return true;
  return note.renoteId != null && (!!note.text || note.cw != null || !!note.files?.length || !!note.poll);
}

/**
 * Why a note is hidden, or null: the server's own reason when it sends one, else the user's word
 * mutes on its text and CW — unless the settings exclude replies/quotes or notifications from
 * word mute. The author's own notes are never muted.
 */
export function muteReason(note: Note, mutedWords: readonly MutedWord[], myId: string | null, opts: MuteOptions = {}): MuteReason | null {
  const serverReason = (note as { mutedReason?: unknown }).mutedReason;
  if (typeof serverReason === 'string' && SERVER_REASONS.has(serverReason as MuteReason)) return serverReason as MuteReason;
  if (myId && note.userId === myId) return null;
  if (opts.inNotification && opts.excludeNotification) return null;
  if (opts.excludeReplyQuote && isReplyOrQuote(note)) return null;
  const text = [note.cw, note.text].filter(Boolean).join('\n');
  if (!text) return null;
  return mutedWords.some((entry) => matchesEntry(text, entry)) ? 'word' : null;
}
