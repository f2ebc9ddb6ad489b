import { describe, expect, it } from 'vitest';
import type { Note } from '@/core/entities/note';
import { keepInTimeline, type ReplyPrefs } from './reply-filter';

const reply = (isBot: boolean, to: string, by = 'a'): Note => ({
  id: 'r',
  createdAt: '',
  userId: by,
  user: { id: by, username: by, host: null, isBot },
  text: 'x',
  visibility: 'public',
  replyId: 'p',
  reply: { id: 'p', createdAt: '', userId: to, user: { id: to, username: to, host: null }, text: 'p', visibility: 'public' },
});

const on = (publicMode: string): ReplyPrefs => ({ showReplies: true, publicMode });

describe('keepInTimeline', () => {
  it.each([
    ['all', reply(true, 'b'), true],
    ['notBotOnly', reply(true, 'b'), false],
    ['notBotOnly', reply(false, 'b'), true],
    ['none', reply(false, 'b'), false],
    ['none', reply(false, 'me'), true],
    ['none', reply(false, 'a'), true],
    ['none', reply(false, 'b', 'me'), true],
  ])('showPublicTimelineReplyMode %s on a public timeline', (mode, note, kept) => expect(keepInTimeline(note, { kind: 'local' }, on(mode), 'me')).toBe(kept));

  it('showTimelineReplies off hides replies to other people on all four timelines', () => {
    for (const kind of ['home', 'local', 'social', 'global'] as const) {
      expect(keepInTimeline(reply(false, 'b'), { kind }, { showReplies: false, publicMode: 'all' }, 'me')).toBe(false);
      // …but never a reply to me, my own reply or a self-reply (a thread).
      expect(keepInTimeline(reply(false, 'me'), { kind }, { showReplies: false, publicMode: 'all' }, 'me')).toBe(true);
      expect(keepInTimeline(reply(false, 'b', 'me'), { kind }, { showReplies: false, publicMode: 'all' }, 'me')).toBe(true);
      expect(keepInTimeline(reply(false, 'a'), { kind }, { showReplies: false, publicMode: 'all' }, 'me')).toBe(true);
    }
  });

  it('the public reply mode does not apply to the home timeline', () => expect(keepInTimeline(reply(true, 'b'), { kind: 'home' }, on('none'), 'me')).toBe(true));

  it('other timelines are not filtered', () => {
    expect(keepInTimeline(reply(false, 'b'), { kind: 'list', listId: 'l' }, { showReplies: false, publicMode: 'none' }, 'me')).toBe(true);
    expect(keepInTimeline(reply(false, 'b'), { kind: 'user', userId: 'a' }, { showReplies: false, publicMode: 'none' }, 'me')).toBe(true);
  });
});
