/**
 * The account's hard mute: the muted words and muted instances saved with `i/update`, applied by the
 * server, and `isHardMuted`, the one filter every note list asks. Where Misskey 13.14.2 applies them:
 *
 * - Muted words (`mutedWords`): the home, local, hybrid and global timelines (REST and their streaming
 *   channels) and `channels/timeline`. Nowhere else: user-list timelines, antenna notes, mentions and
 *   notifications keep such notes (the client's own word mute handles those). A note is judged by its
 *   own CW and text, so a pure renote (no text of its own) is never word-muted; the viewer's own notes
 *   never are. (13.14.2 marks the notes that match when they are created; the mock judges them when they
 *   are read, so a changed list also applies to older notes.)
 * - Muted instances (`mutedInstances`): wherever muted users are left out (relations.ts: timelines,
 *   lists, antennas, channels, mentions, clips, searches), a note whose author, reply target's author or
 *   renote target's author is on a muted host; on the main stream, `notification` and `mention` events
 *   from such users (the REST `i/notifications` list keeps them, as on 13.14.2).
 */
import type { MockState } from './state';
import type { NoteRecord, UserRecord } from './types';

export type MutedWordEntry = string | string[];

/** `timeline`: the four timelines and channel timelines (words and instances); `notes`: other note lists (instances). */
export type MuteScope = 'timeline' | 'notes';

interface HardMuteLists {
  words: MutedWordEntry[];
  instances: string[];
}

const STORE = new WeakMap<MockState, Map<string, HardMuteLists>>();

function listsOf(state: MockState, userId: string): HardMuteLists {
  let byUser = STORE.get(state);
  if (!byUser) {
    byUser = new Map();
    STORE.set(state, byUser);
  }
  let lists = byUser.get(userId);
  if (!lists) {
    lists = { words: [], instances: [] };
    byUser.set(userId, lists);
  }
  return lists;
}

export function hardMutedWords(state: MockState, userId: string): MutedWordEntry[] {
  return STORE.get(state)?.get(userId)?.words ?? [];
}

export function setHardMutedWords(state: MockState, userId: string, words: MutedWordEntry[]): void {
  listsOf(state, userId).words = structuredClone(words);
}

export function mutedInstances(state: MockState, userId: string): string[] {
  return STORE.get(state)?.get(userId)?.instances ?? [];
}

/** Hosts are kept lower-case. */
export function setMutedInstances(state: MockState, userId: string, hosts: readonly string[]): void {
  listsOf(state, userId).instances = [...new Set(hosts.map((h) => h.trim().toLowerCase()).filter(Boolean))];
}

function entryMatches(text: string, entry: MutedWordEntry): boolean {
  if (Array.isArray(entry)) {
    const words = entry.filter((w) => w !== '');
    return words.length > 0 && words.every((w) => text.includes(w));
  }
  const m = /^\/(.+)\/([a-z]*)$/.exec(entry);
  if (!m) return false;
  try {
    return new RegExp(m[1]!, m[2]!.replace(/[gy]/g, '')).test(text);
  } catch {
    return false;
  }
}

/** Does the note's own CW and text match the word list? (Case-sensitive, like the server.) */
export function matchesMutedWords(note: NoteRecord, words: readonly MutedWordEntry[]): boolean {
  if (words.length === 0) return false;
  const text = `${note.cw ?? ''}\n${note.text ?? ''}`.trim();
  return text !== '' && words.some((entry) => entryMatches(text, entry));
}

/** Is this user on a host the viewer mutes? */
export function isFromMutedInstance(state: MockState, viewerId: string, userId: string | null | undefined): boolean {
  const hosts = mutedInstances(state, viewerId);
  if (hosts.length === 0 || userId == null) return false;
  const host = state.users.get(userId)?.host;
  return host != null && hosts.includes(host.toLowerCase());
}

/** The note's author, or the author of its reply or renote target, is on a muted host. */
function involvesMutedInstance(state: MockState, viewerId: string, note: NoteRecord): boolean {
  if (mutedInstances(state, viewerId).length === 0) return false;
  const related = [note.userId, note.replyId ? state.notes.get(note.replyId)?.userId : undefined, note.renoteId ? state.notes.get(note.renoteId)?.userId : undefined];
  return related.some((id) => isFromMutedInstance(state, viewerId, id));
}

/** Does the viewer's hard mute leave this note out of a list of the given scope? Never their own notes. */
export function isHardMuted(state: MockState, viewer: UserRecord | null, note: NoteRecord, scope: MuteScope): boolean {
  if (viewer == null || note.userId === viewer.id) return false;
  if (involvesMutedInstance(state, viewer.id, note)) return true;
  return scope === 'timeline' && matchesMutedWords(note, hardMutedWords(state, viewer.id));
}
