import { localHostOf, type InstanceContext } from '../context';
import { packNote } from '../pack/note';
import { insertNote } from '../state';
import type { NoteRecord, UserRecord, Visibility } from '../types';
import { canSeeNote, isPureRenote } from '../visibility';
import { fanOutNote } from './note-fanout';
import { notify } from './notify';
import { extractEmojis, extractHashtags, extractMentions } from './text-entities';

export interface CreateNoteInput {
  text?: string | null;
  cw?: string | null;
  visibility?: Visibility;
  localOnly?: boolean;
  replyId?: string | null;
  renoteId?: string | null;
  channelId?: string | null;
  fileIds?: string[];
  poll?: { choices: string[]; multiple?: boolean; expiresAt?: number | null } | null;
  visibleUserIds?: string[];
  ccUserIds?: string[];
  /** Replying to a specified note: CC its recipients too (reply-all). */
  inheritCc?: boolean;
  referenceIds?: string[];
  /** Creation time (seeding); defaults to now. */
  at?: number;
}

/** Narrows visibility the way the server does (author restrictions, reply and renote targets). */
function effectiveScope(author: UserRecord, input: CreateNoteInput, reply?: NoteRecord, renote?: NoteRecord) {
  let visibility: Visibility = input.visibility ?? 'public';
  let localOnly = input.localOnly ?? false;
  if (visibility === 'public' && (author.isSilenced || author.isMiniSilenced || author.blockPostPublic)) visibility = 'home';
  if (visibility === 'home' && author.blockPostHome) visibility = 'followers';
  if (author.blockPostNotLocal) localOnly = true;
  if (renote && renote.visibility !== 'public' && visibility === 'public') visibility = 'home';
  if (renote && renote.visibility === 'followers' && visibility !== 'specified') visibility = 'followers';
  if (reply && reply.visibility !== 'public' && visibility === 'public') visibility = 'home';
  if ((renote?.localOnly || reply?.localOnly) && input.channelId == null) localOnly = true;
  return { visibility, localOnly };
}

function clean(text: string | null | undefined): string | null {
  const t = text?.trim();
  return t ? t : null;
}

/** CC recipients: the given ones plus, with inheritCc, everyone the replied-to specified note reached. */
function ccRecipients(author: UserRecord, input: CreateNoteInput, visibleUserIds: string[], reply?: NoteRecord): string[] {
  const inherited = input.inheritCc && reply?.visibility === 'specified' ? [reply.userId, ...reply.visibleUserIds, ...reply.ccUserIds] : [];
  return [...new Set([...(input.ccUserIds ?? []), ...inherited])].filter((id) => id !== author.id && !visibleUserIds.includes(id));
}

/** Creates a note (callers validate targets and permissions), then notifies and announces it. */
export function createNote(ctx: InstanceContext, author: UserRecord, input: CreateNoteInput): NoteRecord {
  const state = ctx.state;
  const at = input.at ?? ctx.now();
  const reply = input.replyId ? state.notes.get(input.replyId) : undefined;
  const renote = input.renoteId ? state.notes.get(input.renoteId) : undefined;
  // Channel notes are public and local-only whatever was asked, as on the real server (see actions/note-fanout.ts).
  const { visibility, localOnly } = input.channelId != null ? { visibility: 'public' as const, localOnly: true } : effectiveScope(author, input, reply, renote);
  const text = clean(input.text);
  const cw = input.cw == null ? null : input.cw;
  const mentioned = extractMentions(state, text, localHostOf(ctx)).filter((u) => u.id !== author.id);
  // Like the real server, a reply mentions the author of the note it answers.
  const replyAuthor = reply ? state.users.get(reply.userId) : undefined;
  if (replyAuthor && replyAuthor.id !== author.id && !mentioned.includes(replyAuthor)) mentioned.push(replyAuthor);
  const visibleUserIds = visibility === 'specified'
    ? [...new Set([...(input.visibleUserIds ?? []), ...mentioned.map((u) => u.id)])].filter((id) => id !== author.id)
    : [];
  const note: NoteRecord = {
    id: state.ids.note(at),
    createdAt: at,
    userId: author.id,
    text,
    cw,
    visibility,
    localOnly,
    replyId: reply?.id ?? null,
    renoteId: renote?.id ?? null,
    channelId: input.channelId ?? null,
    fileIds: (input.fileIds ?? []).filter((id) => state.files.get(id)?.userId === author.id),
    poll: input.poll ? { choices: [...input.poll.choices], multiple: input.poll.multiple ?? false, expiresAt: input.poll.expiresAt ?? null, votes: {} } : null,
    visibleUserIds,
    ccUserIds: visibility === 'specified' ? ccRecipients(author, input, visibleUserIds, reply) : [],
    referenceIds: (input.referenceIds ?? []).filter((id) => state.notes.has(id)),
    mentions: mentioned.map((u) => u.id),
    tags: extractHashtags(text),
    emojis: extractEmojis(state, [text, cw], author.host),
    reactions: [],
    renoteCount: 0,
    repliesCount: 0,
  };
  insertNote(state, note);
  if (reply) reply.repliesCount++;
  if (renote) renote.renoteCount++;
  announce(ctx, author, note, reply, renote, mentioned, at);
  return note;
}

function announce(
  ctx: InstanceContext,
  author: UserRecord,
  note: NoteRecord,
  reply: NoteRecord | undefined,
  renote: NoteRecord | undefined,
  mentioned: UserRecord[],
  at: number,
): void {
  const state = ctx.state;
  const notified = new Set<string>();
  const canSee = (userId: string) => {
    const user = state.users.get(userId);
    return user != null && canSeeNote(state, user, note);
  };
  // Nobody listening (seeding): skip packing the event bodies.
  const live = ctx.events.listenerCount() > 0;
  const main = (userId: string, type: string, body: unknown) => {
    if (live) ctx.events.emit({ kind: 'main', userId, type, body });
  };
  const packFor = (userId: string) => packNote(ctx, note, state.users.get(userId) ?? null, { detail: true });

  if (reply && reply.userId !== author.id && canSee(reply.userId)) {
    notified.add(reply.userId);
    notify(ctx, { notifieeId: reply.userId, type: 'reply', notifierId: author.id, noteId: note.id, at });
    if (live) main(reply.userId, 'reply', packFor(reply.userId));
  }
  if (renote && renote.userId !== author.id && canSee(renote.userId)) {
    const quote = !isPureRenote(note);
    if (!quote && live) main(renote.userId, 'renote', packFor(renote.userId));
    if (!notified.has(renote.userId)) {
      notified.add(renote.userId);
      notify(ctx, { notifieeId: renote.userId, type: quote ? 'quote' : 'renote', notifierId: author.id, noteId: note.id, at });
    }
  }
  for (const user of mentioned) {
    if (!canSee(user.id)) continue;
    if (live) main(user.id, 'mention', packFor(user.id));
    main(user.id, 'unreadMention', note.id);
    if (!notified.has(user.id)) {
      notified.add(user.id);
      notify(ctx, { notifieeId: user.id, type: 'mention', notifierId: author.id, noteId: note.id, at });
    }
  }
  for (const userId of [...note.visibleUserIds, ...note.ccUserIds]) main(userId, 'unreadSpecifiedNote', note.id);
  fanOutNote(ctx, note);
  ctx.events.emit({ kind: 'note', note });
}
