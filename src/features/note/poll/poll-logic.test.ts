import { describe, expect, it } from 'vitest';
import type { Poll } from '@/core/entities';
import { isPollClosed, percentOf, remainingTime, showPollResults, totalVotes, voteRefusal, withoutVote, withVote } from './poll-logic';

const poll = (over: Partial<Poll> = {}, voted: number | null = null): Poll => ({
  multiple: false,
  expiresAt: null,
  choices: ['Cats', 'Dogs', 'Birds'].map((text, i) => ({ text, votes: i === voted ? 1 : 0, isVoted: i === voted })),
  ...over,
});

describe('showPollResults', () => {
  it.each([
    // readOnly, closed, voted, toggled → results
    [false, false, false, false, false],
    [false, false, false, true, true],
    [false, false, true, false, true],
    [false, true, false, false, true],
    [true, false, false, false, true],
  ])('readOnly=%s closed=%s voted=%s toggled=%s → %s', (readOnly, closed, voted, toggled, expected) => {
    expect(showPollResults({ readOnly, closed, toggled, poll: poll({}, voted ? 0 : null) })).toBe(expected);
  });
});

describe('voteRefusal', () => {
  const base = { signedIn: true, readOnly: false, closed: false, choice: 1 };
  it('allows a vote on an open poll', () => expect(voteRefusal({ ...base, poll: poll() })).toBeNull());
  it('refuses read-only', () => expect(voteRefusal({ ...base, readOnly: true, poll: poll() })).toBe('readOnly'));
  it('refuses closed', () => expect(voteRefusal({ ...base, closed: true, poll: poll() })).toBe('closed'));
  it('locks a voted single-choice poll', () => expect(voteRefusal({ ...base, poll: poll({}, 0) })).toBe('locked'));
  it('lets a multiple-choice poll take another choice but not the same one', () => {
    expect(voteRefusal({ ...base, poll: poll({ multiple: true }, 0) })).toBeNull();
    expect(voteRefusal({ ...base, choice: 0, poll: poll({ multiple: true }, 0) })).toBe('alreadyChosen');
  });
  it('asks a signed-out reader to sign in (only when the vote could otherwise go)', () => {
    expect(voteRefusal({ ...base, signedIn: false, poll: poll() })).toBe('signin');
    expect(voteRefusal({ ...base, signedIn: false, closed: true, poll: poll() })).toBe('closed');
  });
  it('refuses an unknown choice', () => expect(voteRefusal({ ...base, choice: 9, poll: poll() })).toBe('noChoice'));
});

describe('counts', () => {
  it('adds and undoes the reader vote', () => {
    const voted = withVote(poll(), 1);
    expect(voted.choices[1]).toEqual({ text: 'Dogs', votes: 1, isVoted: true });
    expect(withoutVote(voted, 1).choices[1]).toEqual({ text: 'Dogs', votes: 0, isVoted: false });
  });
  it('totals and rounds percentages', () => {
    const p = poll();
    p.choices[0]!.votes = 1;
    p.choices[1]!.votes = 2;
    expect(totalVotes(p)).toBe(3);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('time', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  const at = (s: number) => new Date(now + s * 1000).toISOString();
  it('closes once expiresAt has passed', () => {
    expect(isPollClosed({ expiresAt: at(1) }, now)).toBe(false);
    expect(isPollClosed({ expiresAt: at(0) }, now)).toBe(true);
    expect(isPollClosed({ expiresAt: null }, now)).toBe(false);
  });
  it.each([
    [3 * 86_400 + 5, 'days', 3],
    [86_400, 'days', 1],
    [7_200 + 59, 'hours', 2],
    [61, 'minutes', 1],
    [59.2, 'seconds', 59],
    [0.4, 'seconds', 1],
    [1, 'seconds', 1],
  ])('%s s left → %s %s', (s, unit, value) => {
    expect(remainingTime(at(s), now)).toEqual({ unit, value });
  });
  it('has nothing left without a deadline or after it', () => {
    expect(remainingTime(null, now)).toBeNull();
    expect(remainingTime(at(-5), now)).toBeNull();
  });
});
