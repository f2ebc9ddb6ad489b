import { describe, expect, it } from 'vitest';
import type { Note } from '@/core/entities/note';
import { isAction, tidyEntries } from '@/ui/menu';
import { noteMenuEntries, type NoteMenuFacts, type NoteMenuHandlers } from './note-menu-entries';
import { remoteNoteUrl } from './remote-note-url';

const noop = () => {};
const handlers: NoteMenuHandlers = { copyContent: noop, copyLink: noop, share: noop, openRemote: noop, translate: noop, favorite: noop, clip: noop, muteThread: noop, pin: noop, report: noop, deleteAndEdit: noop, remove: noop };
const note = (over: Partial<Note> = {}): Note => ({ id: 'n1', createdAt: '', userId: 'me', user: { id: 'me', username: 'me', host: null } as Note['user'], text: 'hi', visibility: 'public', ...over });
const offered: NoteMenuFacts['caps'] = { translateNote: true, favoriteNote: true, clipNote: true, muteThread: true, pin: true, reportAbuse: true };
const facts = (over: Partial<NoteMenuFacts> = {}): NoteMenuFacts => ({
  note: note(),
  meId: 'me',
  pinnedNoteIds: [],
  state: { isFavorited: false, isMutedThread: false },
  caps: offered,
  translatorAvailable: false,
  plugins: [],
  ...over,
});
const actions = (f: NoteMenuFacts) => tidyEntries(noteMenuEntries(f, handlers, (k) => k)).filter(isAction).map((a) => a.label);

describe('noteMenuEntries', () => {
  it('offers pin, delete and edit and delete on my notes, report on others’', () => {
    expect(actions(facts())).toEqual(['noteScreens.menu.copyContent', 'common.copyLink', 'note.share', 'note.favorite', 'note.clip', 'noteScreens.menu.muteThread', 'noteScreens.menu.pin', 'noteScreens.menu.deleteAndEdit', 'common.delete']);
    const theirs = actions(facts({ note: note({ userId: 'other' }) }));
    expect(theirs).toContain('noteScreens.menu.report');
    expect(theirs).not.toContain('noteScreens.menu.pin');
    expect(theirs).not.toContain('common.delete');
  });

  it('shows the current state: unpin, unfavorite, unmute thread', () => {
    const labels = actions(facts({ pinnedNoteIds: ['n1'], state: { isFavorited: true, isMutedThread: true } }));
    expect(labels).toEqual(expect.arrayContaining(['noteScreens.menu.unpin', 'note.unfavorite', 'noteScreens.menu.unmuteThread']));
  });

  it('hides what the server lacks and translate unless the server offers it', () => {
    const labels = actions(facts({ caps: { ...offered, pin: false, muteThread: false, clipNote: false } }));
    expect(labels).not.toEqual(expect.arrayContaining(['noteScreens.menu.pin']));
    expect(labels).not.toContain('noteScreens.menu.muteThread');
    expect(labels).not.toContain('note.clip');
    expect(labels).not.toContain('noteScreens.menu.translate');
    expect(actions(facts({ translatorAvailable: true }))).toContain('noteScreens.menu.translate');
  });

  it('offers the remote original only for remote notes with an http(s) address, and lists plugin actions', () => {
    const remote = note({ user: { id: 'z', username: 'zoe', host: 'remote.example' } as Note['user'], userId: 'z', url: 'https://remote.example/notes/1' });
    expect(actions(facts({ note: remote }))).toContain('noteScreens.menu.openRemote');
    expect(remoteNoteUrl({ ...remote, url: 'javascript:alert(1)', uri: undefined })).toBeNull();
    expect(remoteNoteUrl({ ...remote, url: undefined, uri: 'http://remote.example/n/1' })).toBe('http://remote.example/n/1');
    expect(remoteNoteUrl(note({ url: 'https://x.example/1' }))).toBeNull();
    expect(actions(facts({ plugins: [{ title: 'Shout', run: noop }] }))).toContain('Shout');
  });

  it('disables the state toggles while notes/state loads', () => {
    const entries = tidyEntries(noteMenuEntries(facts({ state: undefined }), handlers, (k) => k)).filter(isAction);
    expect(entries.find((e) => e.label === 'note.favorite')?.disabled).toBe(true);
    expect(entries.find((e) => e.label === 'noteScreens.menu.muteThread')?.disabled).toBe(true);
  });
});
