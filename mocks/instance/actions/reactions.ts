import { absoluteUrl, type InstanceContext } from '../context';
import { ApiError } from '../errors';
import type { NoteRecord, UserRecord } from '../types';
import { notify } from './notify';

export const REACTION_ERRORS = {
  alreadyReacted: { message: 'You are already reacting to that note.', code: 'ALREADY_REACTED', id: '71efcf98-86d6-4e2b-b2ad-9d032369366b' },
  notReacted: { message: 'You are not reacting to that note.', code: 'NOT_REACTED', id: '92f4426d-4196-4125-aa5b-02943e2ec8fc' },
  // The spec's server: a patron at the limit of reactions on one note.
  tooManyReactions: { message: 'You cannot add more reactions to that note.', code: 'TOO_MANY_REACTIONS', id: 'c5b1e0a4-7d2f-4f7e-9b8a-3e6c1d2a9f40' },
};

/** Spec section 6: patrons may hold up to 3 reactions on one note; everyone else one. */
export const PATRON_MAX_REACTIONS = 3;

export function maxReactionsOf(user: UserRecord): number {
  return user.patron ? PATRON_MAX_REACTIONS : 1;
}

const FALLBACK_REACTION = '❤';
const LEGACY: Record<string, string> = {
  like: '👍', love: '❤', laugh: '😆', hmm: '🤔', surprise: '😮', congrats: '🎉', angry: '💢', confused: '😥', rip: '😇', pudding: '🍮', star: '⭐',
};

/** The stored form of a reaction: unicode emoji, ':name@.:' for local custom emoji, ':name@host:' for remote ones. */
export function normalizeReaction(ctx: InstanceContext, reaction: string): string {
  const legacy = LEGACY[reaction];
  if (legacy) return legacy;
  const custom = /^:([a-zA-Z0-9_+-]+)(?:@([a-zA-Z0-9.-]+))?:$/.exec(reaction);
  if (custom) {
    const name = custom[1] as string;
    const host = custom[2] == null || custom[2] === '.' ? null : custom[2];
    const exists = ctx.state.emojis.some((e) => e.name === name && e.host === host);
    return exists ? `:${name}@${host ?? '.'}:` : FALLBACK_REACTION;
  }
  const plain = reaction.replace(/\uFE0F/g, '');
  if (plain.length > 0 && plain.length <= 16 && /^\p{Extended_Pictographic}/u.test(plain)) return plain;
  return FALLBACK_REACTION;
}

function emojiInfo(ctx: InstanceContext, stored: string): { name: string; url: string } | null {
  const m = /^:([^@:]+)@([^:]+):$/.exec(stored);
  if (!m) return null;
  const host = m[2] === '.' ? null : (m[2] as string);
  const name = host ? `${m[1]}@${host}` : (m[1] as string);
  return { name, url: absoluteUrl(ctx, `/emoji/${name}.webp`) };
}

/**
 * Takes back `user`'s reaction. With several (a patron), `reaction` names the one to take back;
 * without it every one goes (what a client that knows only one reaction per note means).
 */
export function removeReaction(ctx: InstanceContext, user: UserRecord, note: NoteRecord, reaction?: string | null): void {
  const mine = note.reactions.filter((r) => r.userId === user.id);
  const wanted = reaction != null && maxReactionsOf(user) > 1 ? normalizeReaction(ctx, reaction) : null;
  const gone = wanted == null ? mine : mine.filter((r) => r.reaction === wanted);
  if (gone.length === 0) throw new ApiError(REACTION_ERRORS.notReacted);
  for (const old of gone) {
    note.reactions.splice(note.reactions.indexOf(old), 1);
    ctx.events.emit({ kind: 'noteUpdated', noteId: note.id, type: 'unreacted', body: { reaction: old.reaction, userId: user.id } });
  }
}

export function addReaction(ctx: InstanceContext, user: UserRecord, note: NoteRecord, reaction: string, at?: number): string {
  const stored = normalizeReaction(ctx, reaction);
  const mine = note.reactions.filter((r) => r.userId === user.id);
  if (mine.some((r) => r.reaction === stored)) throw new ApiError(REACTION_ERRORS.alreadyReacted);
  const max = maxReactionsOf(user);
  if (max === 1 && mine.length > 0) removeReaction(ctx, user, note);
  else if (mine.length >= max) throw new ApiError(REACTION_ERRORS.tooManyReactions);
  const time = at ?? ctx.now();
  note.reactions.push({ id: ctx.state.ids.reaction(time), userId: user.id, reaction: stored, createdAt: time });
  // Notifications carry the short form (":blobcat:") like the real server.
  const short = stored.replace(/@\.:$/, ':');
  notify(ctx, { notifieeId: note.userId, type: 'reaction', notifierId: user.id, noteId: note.id, reaction: short, at: time });
  ctx.events.emit({ kind: 'noteUpdated', noteId: note.id, type: 'reacted', body: { reaction: stored, emoji: emojiInfo(ctx, stored), userId: user.id } });
  return stored;
}
