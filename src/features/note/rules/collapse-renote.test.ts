import { describe, expect, it } from 'vitest';
import { isSeenRenote } from './collapse-renote';

describe('isSeenRenote', () => {
  const target = { userId: 'alice', myReaction: null };
  it('collapses my own renote and a renote of my note', () => {
    expect(isSeenRenote({ userId: 'me' }, target, 'me')).toBe(true);
    expect(isSeenRenote({ userId: 'bob' }, { userId: 'me' }, 'me')).toBe(true);
  });

  it('collapses a renote of a note I reacted to (one or several reactions)', () => {
    expect(isSeenRenote({ userId: 'bob' }, { userId: 'alice', myReaction: '👍' }, 'me')).toBe(true);
    expect(isSeenRenote({ userId: 'bob' }, { userId: 'alice', myReactions: [':a:', ':b:'] }, 'me')).toBe(true);
  });

  it('leaves other renotes open, and a signed-out reader sees every renote open', () => {
    expect(isSeenRenote({ userId: 'bob' }, target, 'me')).toBe(false);
    expect(isSeenRenote({ userId: 'bob' }, { userId: 'alice', myReactions: [] }, 'me')).toBe(false);
    expect(isSeenRenote({ userId: 'bob' }, target, null)).toBe(false);
  });
});
