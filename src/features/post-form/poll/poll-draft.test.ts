import { describe, expect, it } from 'vitest';
import { defaultDeadline, emptyPoll, expiryMode, pollPayload, pollProblem, splitDuration, withExpiryMode, type PollDraft } from './poll-draft';

const NOW = new Date(2024, 2, 10, 12, 0).getTime();
const poll = (over: Partial<PollDraft> = {}): PollDraft => ({ choices: ['Cats', 'Dogs'], multiple: false, expiresAt: null, expiredAfter: null, ...over });

describe('emptyPoll and the defaults', () => {
  it('starts with two empty choices, single answer, no deadline', () => {
    expect(emptyPoll(new Date(NOW))).toEqual({ choices: ['', ''], multiple: false, expiresAt: null, expiredAfter: null });
    expect(expiryMode(emptyPoll())).toBe('infinite');
  });

  it('the default deadline is the start of tomorrow', () => {
    expect(defaultDeadline(new Date(2024, 2, 10, 12, 0))).toBe(new Date(2024, 2, 11, 0, 0).getTime());
    expect(defaultDeadline(new Date(2024, 2, 10, 21, 59))).toBe(new Date(2024, 2, 11, 0, 0).getTime());
  });

  it('from 22:00 on it is the start of the day after tomorrow (across month ends too)', () => {
    expect(defaultDeadline(new Date(2024, 2, 10, 22, 0))).toBe(new Date(2024, 2, 12, 0, 0).getTime());
    expect(defaultDeadline(new Date(2024, 2, 31, 23, 30))).toBe(new Date(2024, 3, 2, 0, 0).getTime());
  });

  it('switching modes fills in that mode’s default (1 hour for a duration)', () => {
    const at = withExpiryMode(poll(), 'at', new Date(2024, 2, 10, 22, 30));
    expect(at).toMatchObject({ expiresAt: new Date(2024, 2, 12).getTime(), expiredAfter: null });
    expect(expiryMode(at)).toBe('at');
    const after = withExpiryMode(at, 'after');
    expect(after).toMatchObject({ expiresAt: null, expiredAfter: 60 * 60 * 1000 });
    expect(withExpiryMode(after, 'infinite')).toMatchObject({ expiresAt: null, expiredAfter: null });
  });

  it('splits durations into the largest even unit', () => {
    expect(splitDuration(3_600_000)).toEqual({ amount: 1, unit: 'hour' });
    expect(splitDuration(5_400_000)).toEqual({ amount: 90, unit: 'minute' });
    expect(splitDuration(2 * 86_400_000)).toEqual({ amount: 2, unit: 'day' });
    expect(splitDuration(1500)).toEqual({ amount: 2, unit: 'second' });
  });
});

describe('pollPayload', () => {
  it('trims choices, drops empty ones and keeps multiple', () => {
    expect(pollPayload(poll({ choices: [' Cats ', '', 'Dogs'], multiple: true }), NOW)).toEqual({ choices: ['Cats', 'Dogs'], multiple: true });
  });

  it('needs at least 1 choice', () => {
    expect(pollPayload(poll({ choices: ['', '  '] }), NOW)).toBeNull();
    expect(pollProblem(poll({ choices: [] }), NOW)).toBe('noChoices');
    expect(pollPayload(poll({ choices: ['Only'] }), NOW)).toEqual({ choices: ['Only'], multiple: false });
  });

  it('allows at most 20 choices, all different and at most 50 characters', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `c${i}`);
    expect(pollPayload(poll({ choices: twenty }), NOW)?.choices).toHaveLength(20);
    expect(pollPayload(poll({ choices: [...twenty, 'c20'] }), NOW)).toBeNull();
    expect(pollProblem(poll({ choices: ['a', ' a'] }), NOW)).toBe('duplicateChoices');
    expect(pollProblem(poll({ choices: ['x'.repeat(51)] }), NOW)).toBe('choiceTooLong');
  });

  it('sends expiresAt for a deadline in the future only', () => {
    const later = NOW + 60_000;
    expect(pollPayload(poll({ expiresAt: later }), NOW)).toEqual({ choices: ['Cats', 'Dogs'], multiple: false, expiresAt: later });
    expect(pollPayload(poll({ expiresAt: NOW }), NOW)).toBeNull();
    expect(pollPayload(poll({ expiresAt: 0 }), NOW)).toBeNull();
  });

  it('sends expiredAfter for a positive whole duration', () => {
    expect(pollPayload(poll({ expiredAfter: 3_600_000 }), NOW)).toEqual({ choices: ['Cats', 'Dogs'], multiple: false, expiredAfter: 3_600_000 });
    expect(pollPayload(poll({ expiredAfter: 0 }), NOW)).toBeNull();
    expect(pollProblem(poll({ expiredAfter: 1.5 }), NOW)).toBe('badDuration');
  });
});
