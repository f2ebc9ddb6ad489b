import { describe, expect, it } from 'vitest';
import type { Note } from '@/core/entities/note';
import { chooseReaction, myReactionsOf, nextReactionStep, PATRON_MAX_REACTIONS, reactionLimit, sameReactions } from './my-reactions';

const local = { user: { id: 'u', username: 'a', host: null } } as Pick<Note, 'user'>;
const remote = (max?: number) => ({ user: { id: 'r', username: 'z', host: 'remote.example', instance: max === undefined ? {} : { maxReactionsPerAccount: max } } }) as Pick<Note, 'user'>;

describe('my reactions', () => {
  it('reads myReactions where the server sends it, else the one myReaction', () => {
    expect(myReactionsOf({ myReaction: '👍', myReactions: ['👍', '🎉'] })).toEqual(['👍', '🎉']);
    expect(myReactionsOf({ myReaction: '👍' })).toEqual(['👍']);
    expect(myReactionsOf({ myReaction: null })).toEqual([]);
    expect(myReactionsOf({})).toEqual([]);
  });

  it('a patron on a multi-reaction server may hold 3 on a local note; everyone else 1', () => {
    expect(PATRON_MAX_REACTIONS).toBe(3);
    expect(reactionLimit({ multiReaction: true, patron: true, note: local })).toBe(3);
    expect(reactionLimit({ multiReaction: true, patron: false, note: local })).toBe(1);
    expect(reactionLimit({ multiReaction: false, patron: true, note: local })).toBe(1);
  });

  it('on a remote note, only as many as its server accepts (at most 3)', () => {
    expect(reactionLimit({ multiReaction: true, patron: true, note: remote() })).toBe(1);
    expect(reactionLimit({ multiReaction: true, patron: true, note: remote(2) })).toBe(2);
    expect(reactionLimit({ multiReaction: true, patron: true, note: remote(10) })).toBe(3);
  });

  it('choosing: a chosen one is taken back, one allowed replaces, several add up to the limit', () => {
    expect(chooseReaction([':blobcat@.:'], ':blobcat:', 3)).toEqual({ kind: 'set', desired: [] });
    expect(chooseReaction(['👍'], '🎉', 1)).toEqual({ kind: 'set', desired: ['🎉'] });
    expect(chooseReaction(['👍'], '🎉', 3)).toEqual({ kind: 'set', desired: ['👍', '🎉'] });
    expect(chooseReaction(['👍', '🎉', '❤'], '😆', 3)).toEqual({ kind: 'full', max: 3 });
    expect(chooseReaction(['👍', '🎉', '❤'], '🎉', 3)).toEqual({ kind: 'set', desired: ['👍', '❤'] });
  });

  it('moves the server one request at a time, taking back before adding', () => {
    expect(nextReactionStep(['👍', '🎉'], ['🎉', '❤'])).toEqual({ remove: '👍' });
    expect(nextReactionStep(['🎉'], ['🎉', '❤'])).toEqual({ add: '❤' });
    expect(nextReactionStep([':blobcat@.:'], [':blobcat:'])).toBeNull();
    expect(sameReactions(['👍', ':a@.:'], [':a:', '👍'])).toBe(true);
    expect(sameReactions(['👍'], ['👍', '🎉'])).toBe(false);
  });
});
