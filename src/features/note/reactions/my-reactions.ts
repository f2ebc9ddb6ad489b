import type { Note } from '@/core/entities/note';
import { sameReaction } from './reaction-emoji';

/** Spec section 6: a patron may hold up to 3 reactions on one note, on servers that support it. */
export const PATRON_MAX_REACTIONS = 3;

/** My reactions on a note: `myReactions` where the server sends it, else the one `myReaction`. */
export function myReactionsOf(note: Pick<Note, 'myReaction' | 'myReactions'>): string[] {
  if (Array.isArray(note.myReactions)) return note.myReactions.filter((r): r is string => typeof r === 'string');
  return typeof note.myReaction === 'string' && note.myReaction ? [note.myReaction] : [];
}

interface LimitInput {
  /** The server keeps several reactions per user (capability `multiReaction`). */
  multiReaction: boolean;
  /** The signed-in user's `patron` flag (from the `i` answer). */
  patron: boolean;
  note: Pick<Note, 'user'>;
}

/**
 * How many reactions I may hold on this note. Several only for a patron on a server that supports
 * it, and only on a local note or one whose server says it accepts several per account (a remote
 * server would otherwise keep one of them).
 */
export function reactionLimit({ multiReaction, patron, note }: LimitInput): number {
  if (!multiReaction || !patron) return 1;
  const host = note.user?.host ?? null;
  if (host == null) return PATRON_MAX_REACTIONS;
  const remoteMax = (note.user.instance as { maxReactionsPerAccount?: unknown } | undefined)?.maxReactionsPerAccount;
  return typeof remoteMax === 'number' && remoteMax > 1 ? Math.min(remoteMax, PATRON_MAX_REACTIONS) : 1;
}

export type ReactionChange = { kind: 'set'; desired: string[] } | { kind: 'full'; max: number };

/**
 * What choosing `reaction` does to my reactions: a chosen one is taken back; with one allowed a
 * new one replaces the old; with several it is added, unless the limit is reached.
 */
export function chooseReaction(current: readonly string[], reaction: string, limit: number): ReactionChange {
  if (current.some((r) => sameReaction(r, reaction))) return { kind: 'set', desired: current.filter((r) => !sameReaction(r, reaction)) };
  if (limit <= 1) return { kind: 'set', desired: [reaction] };
  if (current.length >= limit) return { kind: 'full', max: limit };
  return { kind: 'set', desired: [...current, reaction] };
}

/** Two lists of my reactions hold the same reactions (order aside). */
export function sameReactions(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((r) => b.some((x) => sameReaction(x, r)));
}

/**
 * The next single request that moves the server from `from` toward `to`: take one back first (so
 * the limit is never passed on the way), then add one.
 */
export function nextReactionStep(from: readonly string[], to: readonly string[]): { remove: string } | { add: string } | null {
  const remove = from.find((r) => !to.some((x) => sameReaction(x, r)));
  if (remove) return { remove };
  const add = to.find((r) => !from.some((x) => sameReaction(x, r)));
  return add ? { add } : null;
}
