/**
 * Hard word mute (`mutedWords` of i/update in Misskey 13): the server leaves notes matching the
 * viewer's muted words out of their timelines, REST and streaming alike. An entry is a list of
 * keywords that must all appear, or a `/regex/flags` string; the text checked is the CW and text,
 * and for a pure renote those of its target. The viewer's own notes always stay.
 */
import type { MockState } from './state';
import type { NoteRecord, UserRecord } from './types';

export type MutedWordEntry = string | string[];

const STORE = new WeakMap<MockState, Map<string, MutedWordEntry[]>>();

function storeOf(state: MockState): Map<string, MutedWordEntry[]> {
  let m = STORE.get(state);
  if (!m) {
    m = new Map();
    STORE.set(state, m);
  }
  return m;
}

export function hardMutedWords(state: MockState, userId: string): MutedWordEntry[] {
  return storeOf(state).get(userId) ?? [];
}

export function setHardMutedWords(state: MockState, userId: string, words: MutedWordEntry[]): void {
  storeOf(state).set(userId, structuredClone(words));
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

/** Does this note match the word list? (CW and text; a pure renote is judged by its target.) */
export function matchesMutedWords(state: MockState, note: NoteRecord, words: readonly MutedWordEntry[]): boolean {
  if (words.length === 0) return false;
  const pure = note.renoteId != null && note.text == null && note.cw == null && note.fileIds.length === 0 && note.poll == null;
  const target = pure ? state.notes.get(note.renoteId!) : note;
  if (!target) return false;
  const text = `${target.cw ?? ''}\n${target.text ?? ''}`.trim();
  if (text === '') return false;
  return words.some((entry) => entryMatches(text, entry));
}

/** Is this note hard-muted for the viewer? Never for their own notes (nor a renote of their own note). */
export function isHardWordMuted(state: MockState, viewer: UserRecord | null, note: NoteRecord): boolean {
  if (viewer == null || note.userId === viewer.id) return false;
  const words = hardMutedWords(state, viewer.id);
  if (words.length === 0) return false;
  const target = note.renoteId != null && note.text == null ? state.notes.get(note.renoteId) : undefined;
  if (target?.userId === viewer.id) return false;
  return matchesMutedWords(state, note, words);
}
