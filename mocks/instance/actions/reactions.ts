import { absoluteUrl, type InstanceContext } from '../context';
import { ApiError } from '../errors';
import type { NoteRecord, UserRecord } from '../types';
import { notify } from './notify';

export const REACTION_ERRORS = {
  alreadyReacted: { message: 'You are already reacting to that note.', code: 'ALREADY_REACTED', id: '71efcf98-86d6-4e2b-b2ad-9d032369366b' },
  notReacted: { message: 'You are not reacting to that note.', code: 'NOT_REACTED', id: '92f4426d-4196-4125-aa5b-02943e2ec8fc' },
};

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

export function removeReaction(ctx: InstanceContext, user: UserRecord, note: NoteRecord): void {
  const i = note.reactions.findIndex((r) => r.userId === user.id);
  if (i < 0) throw new ApiError(REACTION_ERRORS.notReacted);
  const [old] = note.reactions.splice(i, 1);
  ctx.events.emit({ kind: 'noteUpdated', noteId: note.id, type: 'unreacted', body: { reaction: old?.reaction, userId: user.id } });
}

export function addReaction(ctx: InstanceContext, user: UserRecord, note: NoteRecord, reaction: string, at?: number): string {
  const stored = normalizeReaction(ctx, reaction);
  const existing = note.reactions.find((r) => r.userId === user.id);
  if (existing) {
    if (existing.reaction === stored) throw new ApiError(REACTION_ERRORS.alreadyReacted);
    removeReaction(ctx, user, note);
  }
  const time = at ?? ctx.now();
  note.reactions.push({ id: ctx.state.ids.reaction(time), userId: user.id, reaction: stored, createdAt: time });
  // Notifications carry the short form (":blobcat:") like the real server.
  const short = stored.replace(/@\.:$/, ':');
  notify(ctx, { notifieeId: note.userId, type: 'reaction', notifierId: user.id, noteId: note.id, reaction: short, at: time });
  ctx.events.emit({ kind: 'noteUpdated', noteId: note.id, type: 'reacted', body: { reaction: stored, emoji: emojiInfo(ctx, stored), userId: user.id } });
  return stored;
}
