import { describe, expect, it } from 'vitest';
import type { Note } from '@/core/entities/note';
import { applyDeleted, applyMyReaction, applyMyReactions, applyPollVoted, applyReacted, applyUnreacted, applyUpdated } from './note-patches';

const base: Note = {
  id: 'n',
  createdAt: '2026-01-01T00:00:00Z',
  userId: 'u',
  user: { id: 'u', username: 'a', host: null },
  text: 'hi',
  visibility: 'public',
  reactions: { '👍': 2 },
  poll: { multiple: false, expiresAt: null, choices: [{ text: 'a', votes: 0, isVoted: false }, { text: 'b', votes: 1, isVoted: false }] },
};

describe('note patches', () => {
  it('reacted and unreacted count, and track my reaction', () => {
    const r = applyReacted(base, '❤', { byMe: true });
    expect(r.reactions).toEqual({ '👍': 2, '❤': 1 });
    expect(r.myReaction).toBe('❤');
    const u = applyUnreacted(r, '❤', { byMe: true });
    expect(u.reactions).toEqual({ '👍': 2 });
    expect(u.myReaction).toBeNull();
    expect(applyReacted(base, '👍', { byMe: false }).myReaction).toBeUndefined();
  });

  it('changing my reaction moves the count', () => {
    const first = applyMyReaction(base, null, '👍');
    expect(first.reactions).toEqual({ '👍': 3 });
    const moved = applyMyReaction(first, '👍', '🎉');
    expect(moved.reactions).toEqual({ '👍': 2, '🎉': 1 });
    expect(moved.myReaction).toBe('🎉');
  });

  it('several reactions of mine (multi-reaction): add and take back one by one', () => {
    const two = applyMyReactions(base, [], ['👍', '🎉']);
    expect(two.reactions).toEqual({ '👍': 3, '🎉': 1 });
    expect(two.myReactions).toEqual(['👍', '🎉']);
    const one = applyMyReactions(two, ['👍', '🎉'], ['🎉']);
    expect(one.reactions).toEqual({ '👍': 2, '🎉': 1 });
    expect(one.myReactions).toEqual(['🎉']);
    expect(one.myReaction).toBe('🎉');
  });

  it('poll votes', () => {
    const v = applyPollVoted(base, 1, { byMe: true });
    expect(v.poll?.choices[1]).toEqual({ text: 'b', votes: 2, isVoted: true });
    expect(applyPollVoted(base, 9, { byMe: true })).toBe(base);
  });

  it('deleted becomes a tombstone; updated sets the edited marker', () => {
    const d = applyDeleted(base, '2026-01-02T00:00:00Z');
    expect(d.id).toBe('n');
    expect(d.text).toBeNull();
    expect(d.isDeletedLocally).toBe(true);
    const e = applyUpdated(base, { text: 'edited', updatedAt: '2026-01-03T00:00:00Z' });
    expect(e).toMatchObject({ text: 'edited', updatedAt: '2026-01-03T00:00:00Z' });
  });
});
