import { describe, expect, it } from 'vitest';
import type { Note } from '@/core/entities/note';
import { draftData } from '@/core/drafts/draft-fixtures.test-util';
import { mergeHashtagHistory } from '../hashtag-history';
import { widthClass } from '../hooks/use-container-width';
import { clampToScope } from './clamp';
import { addReference, addUser, emptyFormState, fromDraftData, removeUser, toDraftData, withVisibility } from './form-state';
import { initialFormState, replyMentions, type InitialSettings } from './initial-state';

const settings: InitialSettings = { rememberNoteVisibility: false, defaultNoteVisibility: 'public', defaultNoteLocalOnly: false, visibility: 'followers', localOnly: true, keepCw: true };
const note = (patch: Partial<Note>): Note => ({ id: 'n', createdAt: '', userId: 'a', user: { id: 'a', username: 'alice', host: null }, text: 'hi', visibility: 'public', ...patch });

describe('form state', () => {
  it('specified clears local-only', () => {
    expect(withVisibility({ ...emptyFormState('public', true) }, 'specified')).toMatchObject({ visibility: 'specified', localOnly: false });
    expect(withVisibility(emptyFormState(), 'home', true)).toMatchObject({ visibility: 'home', localOnly: true });
  });

  it('adds users and references once', () => {
    const u = { id: 'u', username: 'u', host: null };
    expect(addUser(addUser([], u), u)).toHaveLength(1);
    expect(removeUser([u], 'u')).toEqual([]);
    expect(addReference(addReference([], { id: 'r', userId: 'x' }), { id: 'r', userId: 'x' })).toHaveLength(1);
  });

  it('round-trips through a draft', () => {
    const s = { ...emptyFormState(), text: 't', useCw: true, cw: 'c', showHashtags: true, hashtags: '#x', references: [{ id: 'r', userId: 'u' }] };
    const d = toDraftData(s, [], { replyId: 'rep', channelId: null });
    expect(d).toMatchObject({ text: 't', useCw: true, cw: 'c', hashtags: '#x', referenceIds: ['r'], referencesFlg: true, replyId: 'rep' });
    expect(fromDraftData(d, emptyFormState())).toMatchObject({ text: 't', useCw: true, cw: 'c', showHashtags: true, references: [{ id: 'r', userId: '' }] });
    expect(fromDraftData(draftData({ visibility: 'specified', localOnly: true }), emptyFormState()).localOnly).toBe(false);
  });

  it('clamps to the scope', () => {
    expect(clampToScope(emptyFormState('public'), { restrictions: { blockPostPublic: true } }).visibility).toBe('home');
    expect(clampToScope(emptyFormState('public'), { restrictions: { blockPostNotLocal: true } }).localOnly).toBe(true);
    expect(clampToScope(emptyFormState('followers'), { restrictions: {}, channel: {} })).toMatchObject({ visibility: 'public', localOnly: true });
  });
});

describe('initial state', () => {
  it('uses the default visibility, or the remembered one', () => {
    expect(initialFormState({}, settings, { restrictions: {} }, null, null)).toMatchObject({ visibility: 'public', localOnly: false });
    expect(initialFormState({}, { ...settings, rememberNoteVisibility: true }, { restrictions: {} }, null, null)).toMatchObject({ visibility: 'followers', localOnly: true });
  });

  it('a reply starts with mentions, keeps the CW and narrows the visibility', () => {
    const reply = note({ text: 'hey @bob and @carol', cw: 'cw!', visibility: 'home' });
    const s = initialFormState({ reply }, settings, { restrictions: {}, reply: { visibility: 'home' } }, { username: 'carol' }, 'local.example');
    expect(s.text).toBe('@alice @bob ');
    expect(s).toMatchObject({ useCw: true, cw: 'cw!', visibility: 'home' });
  });

  it('mentions inside a remote note are remote', () => {
    expect(replyMentions(note({ user: { id: 'z', username: 'zoe', host: 'remote.example' }, text: '@yuki hi' }), { username: 'carol' }, 'local.example')).toEqual(['@zoe@remote.example', '@yuki@remote.example']);
  });

  it('a reply to a specified note is specified, to its author', () => {
    const reply = note({ visibility: 'specified', ccUserIdsCount: 2 });
    const s = initialFormState({ reply }, settings, { restrictions: {}, reply: { visibility: 'specified' } }, { username: 'carol' }, null);
    expect(s.visibility).toBe('specified');
    expect(s.visibleUsers.map((u) => u.username)).toEqual(['alice']);
    expect(s.inheritCc).toBe(true);
  });

  it('a quote sets quoteId', () => {
    expect(initialFormState({ renote: note({ id: 'q' }) }, settings, { restrictions: {} }, null, null).quoteId).toBe('q');
  });
});

describe('small helpers', () => {
  it('layout classes at 310 and 500', () => {
    expect([200, 309, 310, 499, 500, 800, 0].map(widthClass)).toEqual(['narrow', 'narrow', 'medium', 'medium', 'wide', 'wide', 'wide']);
  });

  it('hashtag history: most recent first, unique, capped', () => {
    expect(mergeHashtagHistory(['a', 'B'], ['b', '#c'])).toEqual(['b', 'c', 'a']);
    expect(mergeHashtagHistory(Array.from({ length: 60 }, (_, i) => `t${i}`), []).length).toBe(50);
  });
});
