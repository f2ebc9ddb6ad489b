import { describe, expect, it } from 'vitest';
import type { Note } from '@/core/entities/note';
import { keepInTimeline } from './reply-filter';

const reply = (isBot: boolean, to: string): Note => ({
  id: 'r',
  createdAt: '',
  userId: 'a',
  user: { id: 'a', username: 'a', host: null, isBot },
  text: 'x',
  visibility: 'public',
  replyId: 'p',
  reply: { id: 'p', createdAt: '', userId: to, user: { id: to, username: to, host: null }, text: 'p', visibility: 'public' },
});

describe('keepInTimeline', () => {
  it.each([
    ['all', reply(true, 'b'), true],
    ['notBotOnly', reply(true, 'b'), false],
    ['notBotOnly', reply(false, 'b'), true],
    ['none', reply(false, 'b'), false],
    ['none', reply(false, 'me'), true],
    ['none', reply(false, 'a'), true],
  ])('%s', (mode, note, kept) => expect(keepInTimeline(note, { kind: 'local' }, mode, 'me')).toBe(kept));
  it('does not filter the home timeline', () => expect(keepInTimeline(reply(true, 'b'), { kind: 'home' }, 'none', 'me')).toBe(true));
});
