// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { resetSettingsForTests, setSetting } from '@/core/settings';
import { isMutedInTimeline } from './muted-now';

const note = (over: Partial<Note>): Note => ({ id: 'n1', userId: 'alice', text: 'hello world', cw: null, replyId: null, renoteId: null, ...over }) as Note;

describe('word mute outside React (live notes, sounds)', () => {
  beforeEach(async () => {
    localStorage.clear();
    await resetSettingsForTests();
    startSession({ id: 'me', token: 't', origin: 'https://s.example', username: 'carol', isAdmin: false, isModerator: false });
    setSetting('mutedWords', [['hello']]);
  });

  it('a note with a muted word is muted; the reader’s own never is', () => {
    expect(isMutedInTimeline(note({}))).toBe(true);
    expect(isMutedInTimeline(note({ text: 'good morning' }))).toBe(false);
    expect(isMutedInTimeline(note({ userId: 'me' }))).toBe(false);
  });

  it('follows muteExcludeReplyQuote', () => {
    setSetting('muteExcludeReplyQuote', true);
    expect(isMutedInTimeline(note({ replyId: 'x' }))).toBe(false);
    expect(isMutedInTimeline(note({}))).toBe(true);
  });
});
