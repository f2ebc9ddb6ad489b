import type { Note } from '@/core/entities/note';

export type MuteReason = 'word' | 'manual' | 'spam' | 'other';
const SERVER_REASONS = new Set<MuteReason>(['word', 'manual', 'spam', 'other']);

/** One muted-word entry: a list of words that must all appear, or a `/regex/flags` string. */
export type MutedWord = string[] | string;

function matchesEntry(text: string, entry: MutedWord): boolean {
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

/**
 * Why a note is hidden, or null: the server's own reason when it sends one, else the user's word
 * mutes on its text and CW. The author's own notes are never muted.
 */
export function muteReason(note: Note, mutedWords: readonly MutedWord[], myId: string | null): MuteReason | null {
  const serverReason = (note as { mutedReason?: unknown }).mutedReason;
  if (typeof serverReason === 'string' && SERVER_REASONS.has(serverReason as MuteReason)) return serverReason as MuteReason;
  if (myId && note.userId === myId) return null;
  const text = [note.cw, note.text].filter(Boolean).join('\n');
  if (!text) return null;
  return mutedWords.some((entry) => matchesEntry(text, entry)) ? 'word' : null;
}
