import { absoluteUrl, type InstanceContext } from '../context';
import type { NoteRecord, PollRecord, UserRecord } from '../types';
import { canSeeNote } from '../visibility';
import { packDriveFile } from './drive-file';
import { packNoteChannel } from './note-channel';
import { packUserLite } from './user';

export interface PackNoteOptions {
  /** As the real server: detail adds reply, renote, poll and myReaction. Default true. */
  detail?: boolean;
}

const MAX_DEPTH = 3;

function reactionCounts(note: NoteRecord): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of note.reactions) out[r.reaction] = (out[r.reaction] ?? 0) + 1;
  return out;
}

/** Remote custom emoji reactions (":name@host:") map "name@host" to an image URL. */
function reactionEmojis(ctx: InstanceContext, note: NoteRecord): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of note.reactions) {
    const m = /^:([^@:]+)@([^:]+):$/.exec(r.reaction);
    if (m && m[2] !== '.') out[`${m[1]}@${m[2]}`] = absoluteUrl(ctx, `/emoji/${m[1]}@${m[2]}.webp`);
  }
  return out;
}

function packPoll(ctx: InstanceContext, poll: PollRecord, viewer: UserRecord | null) {
  const mine = viewer ? (poll.votes[viewer.id] ?? []) : [];
  return {
    multiple: poll.multiple,
    expiresAt: poll.expiresAt != null ? new Date(poll.expiresAt).toISOString() : null,
    choices: poll.choices.map((text, i) => ({
      text,
      votes: Object.values(poll.votes).filter((v) => v.includes(i)).length,
      isVoted: mine.includes(i),
    })),
  };
}

function noteEmojis(ctx: InstanceContext, note: NoteRecord, host: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of note.emojis) out[name] = absoluteUrl(ctx, `/emoji/${name}@${host}.webp`);
  return out;
}

function packInner(
  ctx: InstanceContext,
  id: string | null,
  viewer: UserRecord | null,
  detail: boolean,
  depth: number,
): Record<string, unknown> | undefined {
  if (id == null || depth >= MAX_DEPTH) return undefined;
  const note = ctx.state.notes.get(id);
  if (!note || !canSeeNote(ctx.state, viewer, note)) return undefined;
  return packNoteAt(ctx, note, viewer, detail, depth + 1);
}

function packNoteAt(
  ctx: InstanceContext,
  note: NoteRecord,
  viewer: UserRecord | null,
  detail: boolean,
  depth: number,
): Record<string, unknown> {
  const state = ctx.state;
  const author = state.users.get(note.userId);
  if (!author) throw new Error(`note ${note.id} has no author`);
  const files = note.fileIds.map((id) => state.files.get(id)).filter((f) => f != null);
  const myReaction = viewer ? note.reactions.find((r) => r.userId === viewer.id)?.reaction : undefined;
  // The spec's server: a patron (multi-reaction) also gets all of their reactions, oldest first.
  const myReactions = viewer?.patron ? note.reactions.filter((r) => r.userId === viewer.id).map((r) => r.reaction) : undefined;
  const references = note.referenceIds
    .map((id) => packInner(ctx, id, viewer, false, depth))
    .filter((n) => n != null);
  return {
    id: note.id,
    createdAt: new Date(note.createdAt).toISOString(),
    ...(note.updatedAt != null ? { updatedAt: new Date(note.updatedAt).toISOString() } : {}),
    userId: note.userId,
    user: packUserLite(ctx, author),
    text: note.text,
    cw: note.cw,
    visibility: note.visibility,
    localOnly: note.localOnly,
    reactionAcceptance: null,
    ...(note.visibility === 'specified' ? { visibleUserIds: [...note.visibleUserIds], ccUserIdsCount: note.ccUserIds.length } : {}),
    renoteCount: note.renoteCount,
    repliesCount: note.repliesCount,
    reactions: reactionCounts(note),
    reactionEmojis: reactionEmojis(ctx, note),
    ...(author.host != null ? { emojis: noteEmojis(ctx, note, author.host) } : {}),
    ...(note.tags.length > 0 ? { tags: [...note.tags] } : {}),
    fileIds: files.map((f) => f.id),
    files: files.map((f) => packDriveFile(ctx, f)),
    replyId: note.replyId,
    renoteId: note.renoteId,
    ...(note.channelId != null ? { channelId: note.channelId, channel: packNoteChannel(state, note.channelId) } : {}),
    ...(note.mentions.length > 0 ? { mentions: [...note.mentions] } : {}),
    ...(author.host != null ? { uri: `https://${author.host}/notes/${note.id}`, url: `https://${author.host}/notes/${note.id}` } : {}),
    referenceIds: [...note.referenceIds],
    references,
    ...(detail
      ? {
          ...(note.replyId != null ? { reply: packInner(ctx, note.replyId, viewer, false, depth) } : {}),
          ...(note.renoteId != null ? { renote: packInner(ctx, note.renoteId, viewer, true, depth) } : {}),
          ...(note.poll ? { poll: packPoll(ctx, note.poll, viewer) } : {}),
          ...(myReaction !== undefined ? { myReaction } : {}),
          ...(myReactions !== undefined ? { myReactions } : {}),
        }
      : {}),
  };
}

/** Note as the real server packs it for `viewer` (callers check visibility first). */
export function packNote(
  ctx: InstanceContext,
  note: NoteRecord,
  viewer: UserRecord | null,
  opts: PackNoteOptions = {},
): Record<string, unknown> {
  return packNoteAt(ctx, note, viewer, opts.detail ?? true, 0);
}
