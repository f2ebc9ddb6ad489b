import type { Poll } from '@/core/entities';

/** True once expiresAt has passed; a poll without one never closes. */
export function isPollClosed(poll: Pick<Poll, 'expiresAt'>, now: number): boolean {
  if (!poll.expiresAt) return false;
  const at = Date.parse(poll.expiresAt);
  return Number.isFinite(at) && at <= now;
}

export function totalVotes(poll: Poll): number {
  return poll.choices.reduce((sum, c) => sum + (Number.isFinite(c.votes) ? Math.max(0, c.votes) : 0), 0);
}

/** Whole percent of the total, 0 when nobody voted. */
export function percentOf(votes: number, total: number): number {
  return total > 0 ? Math.round((Math.max(0, votes) / total) * 100) : 0;
}

export function hasVoted(poll: Poll): boolean {
  return poll.choices.some((c) => c.isVoted);
}

/** A voted single-choice poll is locked (spec section 4). */
export function isPollLocked(poll: Poll): boolean {
  return !poll.multiple && hasVoted(poll);
}

export interface ResultsInput {
  readOnly: boolean;
  closed: boolean;
  poll: Poll;
  /** The reader switched between results and voting. */
  toggled: boolean;
}

/** Results show after voting, when closed (or read-only), or when the reader asks for them. */
export function showPollResults({ readOnly, closed, poll, toggled }: ResultsInput): boolean {
  return readOnly || closed || hasVoted(poll) || toggled;
}

export type VoteRefusal = 'readOnly' | 'closed' | 'locked' | 'alreadyChosen' | 'noChoice' | 'signin';

export interface VoteInput {
  signedIn: boolean;
  readOnly: boolean;
  closed: boolean;
  poll: Poll;
  choice: number;
}

/** Why a vote on `choice` cannot be sent now, or null when it can (spec section 5, Voting). */
export function voteRefusal({ signedIn, readOnly, closed, poll, choice }: VoteInput): VoteRefusal | null {
  if (readOnly) return 'readOnly';
  if (closed) return 'closed';
  if (isPollLocked(poll)) return 'locked';
  const target = poll.choices[choice];
  if (!target) return 'noChoice';
  if (target.isVoted) return 'alreadyChosen';
  if (!signedIn) return 'signin';
  return null;
}

/** The poll with the reader's vote on `choice` counted (the optimistic update). */
export function withVote(poll: Poll, choice: number): Poll {
  return { ...poll, choices: poll.choices.map((c, i) => (i === choice && !c.isVoted ? { ...c, votes: c.votes + 1, isVoted: true } : c)) };
}

/** Undoes withVote for a failed request, leaving other changes (stream updates) in place. */
export function withoutVote(poll: Poll, choice: number): Poll {
  return { ...poll, choices: poll.choices.map((c, i) => (i === choice && c.isVoted ? { ...c, votes: Math.max(0, c.votes - 1), isVoted: false } : c)) };
}

export type RemainingUnit = 'days' | 'hours' | 'minutes' | 'seconds';

/** Time left until expiresAt in the largest whole unit, or null when there is no deadline or it has passed. */
export function remainingTime(expiresAt: string | null, now: number): { unit: RemainingUnit; value: number } | null {
  if (!expiresAt) return null;
  const seconds = (Date.parse(expiresAt) - now) / 1000;
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  if (seconds >= 86_400) return { unit: 'days', value: Math.floor(seconds / 86_400) };
  if (seconds >= 3_600) return { unit: 'hours', value: Math.floor(seconds / 3_600) };
  if (seconds >= 60) return { unit: 'minutes', value: Math.floor(seconds / 60) };
  return { unit: 'seconds', value: Math.max(1, Math.floor(seconds)) };
}
