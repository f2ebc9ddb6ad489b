/** The poll draft (spec section 3) and its rules (sections 5 and 9). Pure. */
import { MAX_POLL_CHOICES, POLL_DEFAULT_DURATION_MS } from '@/core/constants';

export interface PollDraft {
  choices: string[];
  multiple: boolean;
  /** Deadline (ms since epoch) in "at a date and time" mode. */
  expiresAt: number | null;
  /** Duration (ms) in "after a duration" mode. */
  expiredAfter: number | null;
}

export interface PollPayload {
  choices: string[];
  multiple: boolean;
  expiresAt?: number;
  expiredAfter?: number;
}

export type PollExpiryMode = 'infinite' | 'at' | 'after';

/** A choice longer than this is refused by the server (notes/create schema). */
export const MAX_POLL_CHOICE_LENGTH = 50;
/** The hour (local) from which the default deadline moves from tomorrow to the day after. */
export const LATE_HOUR = 22;

export const DURATION_UNITS = {
  second: 1000,
  minute: 60 * 1000,
  hour: 60 * 60 * 1000,
  day: 24 * 60 * 60 * 1000,
} as const;
export type DurationUnit = keyof typeof DURATION_UNITS;

/** A new poll: two empty choices, single choice, no deadline (infinite). `now` is accepted for symmetry with the defaults. */
export function emptyPoll(_now: Date = new Date()): PollDraft {
  return { choices: ['', ''], multiple: false, expiresAt: null, expiredAfter: null };
}

export function expiryMode(p: PollDraft): PollExpiryMode {
  if (p.expiresAt !== null) return 'at';
  if (p.expiredAfter !== null) return 'after';
  return 'infinite';
}

/**
 * The deadline offered when "at a date and time" is chosen: the start of tomorrow (00:00 local),
 * or of the day after tomorrow when it is already 22:00 or later.
 */
export function defaultDeadline(now: Date = new Date()): number {
  const days = now.getHours() >= LATE_HOUR ? 2 : 1;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, 0, 0, 0, 0).getTime();
}

/** The duration offered when "after a duration" is chosen: 1 hour. */
export const DEFAULT_DURATION_MS = POLL_DEFAULT_DURATION_MS;

/** The draft switched to another expiry mode, with that mode's default value. */
export function withExpiryMode(p: PollDraft, mode: PollExpiryMode, now: Date = new Date()): PollDraft {
  if (mode === expiryMode(p)) return p;
  if (mode === 'at') return { ...p, expiresAt: defaultDeadline(now), expiredAfter: null };
  if (mode === 'after') return { ...p, expiresAt: null, expiredAfter: DEFAULT_DURATION_MS };
  return { ...p, expiresAt: null, expiredAfter: null };
}

/** Splits a duration into the largest unit that divides it evenly (5400000 → 90 minutes). */
export function splitDuration(ms: number): { amount: number; unit: DurationUnit } {
  const units: DurationUnit[] = ['day', 'hour', 'minute', 'second'];
  for (const unit of units) {
    if (ms > 0 && ms % DURATION_UNITS[unit] === 0) return { amount: ms / DURATION_UNITS[unit], unit };
  }
  return { amount: Math.max(0, Math.round(ms / 1000)), unit: 'second' };
}

export type PollProblem = 'noChoices' | 'tooManyChoices' | 'duplicateChoices' | 'choiceTooLong' | 'pastDeadline' | 'badDuration';

/** What is wrong with the draft, or null when it can be sent. Empty choice fields are ignored. */
export function pollProblem(p: PollDraft, now: number = Date.now()): PollProblem | null {
  const choices = p.choices.map((c) => c.trim()).filter((c) => c !== '');
  if (choices.length < 1) return 'noChoices';
  if (choices.length > MAX_POLL_CHOICES) return 'tooManyChoices';
  if (new Set(choices).size !== choices.length) return 'duplicateChoices';
  if (choices.some((c) => c.length > MAX_POLL_CHOICE_LENGTH)) return 'choiceTooLong';
  if (p.expiresAt !== null && (!Number.isFinite(p.expiresAt) || p.expiresAt <= now)) return 'pastDeadline';
  if (p.expiresAt === null && p.expiredAfter !== null && (!Number.isInteger(p.expiredAfter) || p.expiredAfter < 1)) return 'badDuration';
  return null;
}

/** The `poll` field of notes/create, or null when the draft is invalid (see pollProblem). */
export function pollPayload(p: PollDraft, now: number = Date.now()): PollPayload | null {
  if (pollProblem(p, now) !== null) return null;
  const payload: PollPayload = { choices: p.choices.map((c) => c.trim()).filter((c) => c !== ''), multiple: p.multiple };
  if (p.expiresAt !== null) payload.expiresAt = p.expiresAt;
  else if (p.expiredAfter !== null) payload.expiredAfter = p.expiredAfter;
  return payload;
}
