import { describe, expect, it } from 'vitest';
import { plainNote } from '@/core/entities/note.test-util';
import { isAction, tidyEntries } from '@/ui/menu';
import { noteMenuEntries, type NoteMenuFacts, type NoteMenuHandlers } from './note-menu-entries';

const noop = () => {};
const handlers: NoteMenuHandlers = { copyContent: noop, copyLink: noop, share: noop, openRemote: noop, translate: noop, favorite: noop, clip: noop, muteThread: noop, pin: noop, report: noop, deleteAndEdit: noop, remove: noop, copyId: noop };
const facts = (devMode: boolean): NoteMenuFacts => ({ note: plainNote('hi'), meId: 'me', pinnedNoteIds: [], state: { isFavorited: false, isMutedThread: false }, caps: { translateNote: true, favoriteNote: true, clipNote: true, muteThread: true, pin: true, reportAbuse: true }, translatorAvailable: false, plugins: [], devMode });
const labels = (f: NoteMenuFacts) => tidyEntries(noteMenuEntries(f, handlers, (k) => k)).filter(isAction).map((a) => a.label);

describe('devMode in the note menu', () => {
  it('offers to copy the note ID only in developer mode', () => {
    expect(labels(facts(true))).toContain('noteScreens.devMode.copyNoteId');
    expect(labels(facts(false))).not.toContain('noteScreens.devMode.copyNoteId');
  });
});
