import type { Note } from '@/core/entities/note';

/** Pure, immutable changes to a note; applied to every cached copy through patchNoteEverywhere. */

function bump(reactions: Record<string, number> | undefined, key: string, by: number): Record<string, number> {
  const next = { ...(reactions ?? {}) };
  const count = (next[key] ?? 0) + by;
  if (count > 0) next[key] = count;
  else delete next[key];
  return next;
}

/** Someone reacted. When it was me, `myReaction` follows. */
export function applyReacted(note: Note, reaction: string, opts: { byMe: boolean; emoji?: { name: string; url: string } }): Note {
  let next: Note = { ...note, reactions: bump(note.reactions, reaction, 1) };
  if (opts.emoji && next.reactionEmojis && !next.reactionEmojis[opts.emoji.name]) {
    next = { ...next, reactionEmojis: { ...next.reactionEmojis, [opts.emoji.name]: opts.emoji.url } };
  }
  if (opts.byMe) next = { ...next, myReaction: reaction, myReactions: [...new Set([...(note.myReactions ?? []), reaction])] };
  return next;
}

export function applyUnreacted(note: Note, reaction: string, opts: { byMe: boolean }): Note {
  let next: Note = { ...note, reactions: bump(note.reactions, reaction, -1) };
  if (opts.byMe) {
    const mine = (note.myReactions ?? []).filter((r) => r !== reaction);
    next = { ...next, myReaction: note.myReaction === reaction ? (mine[0] ?? null) : (note.myReaction ?? null), myReactions: mine };
  }
  return next;
}

/** My own reaction moves from `from` to `to` (either may be null). */
export function applyMyReaction(note: Note, from: string | null, to: string | null): Note {
  let next = note;
  if (from) next = applyUnreacted(next, from, { byMe: true });
  if (to) next = applyReacted(next, to, { byMe: true });
  return next;
}

/** My reactions move from the list `from` to the list `to` (several on a multi-reaction server). */
export function applyMyReactions(note: Note, from: readonly string[], to: readonly string[]): Note {
  let next = note;
  for (const r of from) if (!to.includes(r)) next = applyUnreacted(next, r, { byMe: true });
  for (const r of to) if (!from.includes(r)) next = applyReacted(next, r, { byMe: true });
  return next;
}

export function applyPollVoted(note: Note, choice: number, opts: { byMe: boolean }): Note {
  if (!note.poll || !note.poll.choices[choice]) return note;
  const choices = note.poll.choices.map((c, i) => (i === choice ? { ...c, votes: c.votes + 1, isVoted: c.isVoted || opts.byMe } : c));
  return { ...note, poll: { ...note.poll, choices } };
}

/** A deleted note stays in place as a tombstone so lists do not shift under the reader. */
export function applyDeleted(note: Note, deletedAt: string): Note {
  return { ...note, text: null, cw: null, files: [], fileIds: [], poll: null, renote: null, reactions: {}, deletedAt, isDeletedLocally: true };
}

/** `updated` events carry the new text (and cw); the edited marker follows `updatedAt`. */
export function applyUpdated(note: Note, body: { text?: string | null; cw?: string | null; updatedAt?: string }): Note {
  return {
    ...note,
    ...(body.text !== undefined ? { text: body.text } : {}),
    ...(body.cw !== undefined ? { cw: body.cw } : {}),
    updatedAt: body.updatedAt ?? new Date().toISOString(),
  };
}

/**
 * The note's reactions as the server has them now (after reconciling a reaction whose outcome was
 * unknown): counts, emoji and mine are replaced, not added to, so events already applied are not
 * counted twice. A server without `myReactions` leaves it derived from `myReaction`.
 */
export function applyServerReactions(note: Note, server: Partial<Note>): Note {
  const myReaction = typeof server.myReaction === 'string' && server.myReaction ? server.myReaction : null;
  return {
    ...note,
    reactions: server.reactions && typeof server.reactions === 'object' ? server.reactions : {},
    ...(server.reactionEmojis && typeof server.reactionEmojis === 'object' ? { reactionEmojis: { ...note.reactionEmojis, ...server.reactionEmojis } } : {}),
    ...(typeof (server as { reactionCount?: unknown }).reactionCount === 'number' ? { reactionCount: (server as { reactionCount: number }).reactionCount } : {}),
    myReaction,
    myReactions: Array.isArray(server.myReactions) ? server.myReactions.filter((r): r is string => typeof r === 'string') : myReaction ? [myReaction] : [],
  };
}

/** The note's poll as the server has it now (after reconciling a vote whose outcome was unknown). */
export function applyServerPoll(note: Note, server: Partial<Note>): Note {
  return server.poll && Array.isArray(server.poll.choices) ? { ...note, poll: server.poll } : note;
}
