/**
 * The archive: months of notes before the seeded week (seed/notes.ts), by everyone including the
 * crowd, so timelines scroll for thousands of notes and search has a real-sized corpus. It has its
 * own PRNG and runs before the week, so the week (and every scenario and showcase note in it) is the
 * same whatever the archive's size. Every note feature appears: replies in threads, renotes, quotes,
 * references, specified notes with CC, followers-only and local-only notes, polls (open, closed,
 * multiple, voted), files (some sensitive), content warnings, long and many-line notes, MFM, custom
 * emoji, mentions of local and remote users, hashtags, links, and channel notes; reactions and
 * notifications follow (reply, renote, quote, mention, reaction, pollEnded).
 */
import type { CreateNoteInput } from '../actions/create-note';
import { unlockAchievement } from '../achievements';
import { createNote } from '../actions/create-note';
import { notify } from '../actions/notify';
import { addReaction } from '../actions/reactions';
import type { InstanceContext } from '../context';
import { createPrng, type Prng } from '../prng';
import type { NoteRecord, UserRecord, Visibility } from '../types';
import { canSeeNote, isPureRenote } from '../visibility';
import { createSeedFile } from './files';
import { ARCHIVE_TEXTS, CW_TEXTS, HASHTAGS, LONG_TEXTS, POLLS, QUOTES, REACTIONS, REPLIES, SENTENCES } from './texts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How far back the archive reaches (from the start of the seeded week). */
export const ARCHIVE_DAYS = 180;
/** Notes in the seeded week (seed/notes.ts). */
export const WEEK_NOTES = 300;
/** Seeded notes in all (week + archive) unless MOCK_SEED_NOTES or an option says otherwise. */
export const DEFAULT_SEED_NOTES = 3_500;
/** Achievements for a user's nth note. */
const NOTE_ACHIEVEMENTS: Record<number, string> = { 1: 'notes1', 10: 'notes10', 100: 'notes100', 500: 'notes500', 1000: 'notes1000' };
/** How many recent notes replies, renotes and references choose from. */
const WINDOW = 60;

export interface ArchiveEnv {
  ctx: InstanceContext;
  byName: (acct: string) => UserRecord;
  /** Everyone who posts (not suspended). */
  posters: UserRecord[];
  /** The same, repeated by chattiness. */
  weightedPosters: UserRecord[];
  /** Notes to create. */
  count: number;
  /** The archive ends before this time (the seeded week starts there). */
  end: number;
}

export interface ArchiveResult {
  /** Public local-only notes meant for channels (channels are created later; see assignArchiveChannels). */
  channelCandidates: NoteRecord[];
}

interface Pending {
  at: number;
  run: () => void;
}

function acct(u: UserRecord): string {
  return u.host ? `@${u.username}@${u.host}` : `@${u.username}`;
}

function visibilityFor(prng: Prng): Visibility {
  const r = prng.next();
  return r < 0.72 ? 'public' : r < 0.84 ? 'home' : r < 0.94 ? 'followers' : 'specified';
}

function text(env: ArchiveEnv, prng: Prng, author: UserRecord): string {
  let body = prng.chance(0.45) ? prng.pick(ARCHIVE_TEXTS) : prng.pick(SENTENCES);
  if (prng.chance(0.3)) body += ` ${prng.pick(HASHTAGS)}`;
  if (prng.chance(0.12)) body = `${acct(prng.pick(env.posters.filter((u) => u.id !== author.id)))} ${body}`;
  return body;
}

function build(env: ArchiveEnv, prng: Prng, author: UserRecord, at: number, recent: NoteRecord[], threads: NoteRecord[]): { input: CreateNoteInput; channel: boolean } {
  const state = env.ctx.state;
  const seen = (n: NoteRecord) => n.userId !== author.id && !isPureRenote(n) && canSeeNote(state, author, n);
  const visible = recent.filter(seen);
  const local = author.host == null;
  const visibility = visibilityFor(prng);
  const base: CreateNoteInput = { at, visibility, localOnly: local && prng.chance(0.06) };
  const r = prng.next();
  if (visibility === 'specified') {
    const to = prng.sample(env.posters.filter((u) => u.id !== author.id && u.host == null), prng.int(1, 2));
    const cc = prng.chance(0.4) ? prng.sample(env.posters.filter((u) => u.id !== author.id && u.host == null && !to.includes(u)), prng.int(1, 2)) : [];
    return { channel: false, input: { ...base, visibleUserIds: to.map((u) => u.id), ccUserIds: cc.map((u) => u.id), text: `${to.map(acct).join(' ')} ${prng.pick(SENTENCES)}` } };
  }
  if (r < 0.17 && visible.length > 0) {
    // Threads: most replies continue a conversation already going.
    const ongoing = threads.filter(seen);
    const target = ongoing.length > 0 && prng.chance(0.6) ? prng.pick(ongoing.slice(-12)) : prng.pick(visible);
    const cw = prng.chance(0.04) ? prng.pick(CW_TEXTS) : null;
    return { channel: false, input: { ...base, replyId: target.id, text: prng.pick(REPLIES), cw } };
  }
  const renotable = visible.filter((n) => n.visibility === 'public' || n.visibility === 'home');
  if (r < 0.26 && renotable.length > 0) return { channel: false, input: { at, visibility: prng.chance(0.85) ? 'public' : 'home', renoteId: prng.pick(renotable).id } };
  if (r < 0.31 && renotable.length > 0) return { channel: false, input: { ...base, renoteId: prng.pick(renotable).id, text: prng.pick(QUOTES) } };
  if (r < 0.34 && visible.length > 1) {
    return { channel: false, input: { ...base, text: prng.pick(['See also these:', 'Background reading:', 'Related notes']), referenceIds: prng.sample(visible, prng.int(1, 3)).map((n) => n.id) } };
  }
  if (r < 0.38) {
    const poll = prng.pick(POLLS);
    const expiresAt = prng.chance(0.6) ? at + prng.int(1, 96) * HOUR : null;
    return { channel: false, input: { ...base, text: poll.question, poll: { choices: poll.choices, multiple: prng.chance(0.3), expiresAt } } };
  }
  if (r < 0.46 && local) {
    const files = Array.from({ length: prng.int(1, 4) }, () => createSeedFile(env.ctx, prng, author.id, at - MINUTE));
    return { channel: false, input: { ...base, text: prng.chance(0.7) ? text(env, prng, author) : null, fileIds: files.map((f) => f.id) } };
  }
  if (r < 0.49 && local) return { channel: true, input: { at, visibility: 'public', localOnly: true, text: text(env, prng, author) } };
  if (r < 0.52) return { channel: false, input: { ...base, text: prng.pick(LONG_TEXTS) } };
  const cw = prng.chance(0.07) ? prng.pick(CW_TEXTS) : null;
  return { channel: false, input: { ...base, text: text(env, prng, author), cw } };
}

export function seedArchive(env: ArchiveEnv): ArchiveResult {
  const { ctx } = env;
  const state = ctx.state;
  const prng = createPrng(0xa4c41e);
  const start = env.end - ARCHIVE_DAYS * DAY;
  const times = Array.from({ length: env.count }, () => start + Math.floor(prng.next() * (env.end - start - 6 * HOUR))).sort((a, b) => a - b);
  const users = [...state.users.values()].filter((u) => !u.isSuspended);
  const pending: Pending[] = [];
  const recent: NoteRecord[] = [];
  const threads: NoteRecord[] = [];
  const channelCandidates: NoteRecord[] = [];
  const posted = new Map<string, number>();
  const flush = (until: number) => {
    if (pending.length === 0 || (pending[0] as Pending).at >= until) return;
    pending.sort((a, b) => a.at - b.at);
    let i = 0;
    while (i < pending.length && (pending[i] as Pending).at < until) (pending[i++] as Pending).run();
    pending.splice(0, i);
  };

  for (const at of times) {
    flush(at);
    const author = prng.pick(env.weightedPosters);
    const { input, channel } = build(env, prng, author, at, recent, threads);
    const note = createNote(ctx, author, input);
    if (channel) channelCandidates.push(note);
    // The server's own achievements for posting (achievementEarned notifications, listed in `i`).
    const count = (posted.get(author.id) ?? 0) + 1;
    posted.set(author.id, count);
    if (author.host == null && NOTE_ACHIEVEMENTS[count]) unlockAchievement(ctx, author.id, NOTE_ACHIEVEMENTS[count], at);
    recent.push(note);
    if (recent.length > WINDOW) recent.shift();
    if (note.replyId != null) {
      threads.push(note);
      if (threads.length > WINDOW) threads.shift();
    }
    if (isPureRenote(note)) continue;
    if (note.poll) seedArchivePoll(ctx, prng, note, users, pending, env.end);
    const reactionCount = prng.chance(0.55) ? prng.int(1, 6) : 0;
    if (reactionCount === 0) continue;
    const reactors = prng.sample(users.filter((u) => u.id !== author.id && canSeeNote(state, u, note)), reactionCount);
    for (const user of reactors) {
      const when = at + prng.int(1, 300) * MINUTE;
      const reaction = user.host ? prng.pick(['👍', '❤', ':wave@remote.example:']) : prng.pick(REACTIONS);
      if (when < env.end) pending.push({ at: when, run: () => addReaction(ctx, user, note, reaction, when) });
    }
  }
  flush(env.end);
  return { channelCandidates };
}

function seedArchivePoll(ctx: InstanceContext, prng: Prng, note: NoteRecord, users: UserRecord[], pending: Pending[], end: number): void {
  const poll = note.poll;
  if (!poll) return;
  const voters = prng.sample(users.filter((u) => u.id !== note.userId), prng.int(0, 9));
  for (const v of voters) {
    poll.votes[v.id] = poll.multiple ? prng.sample(poll.choices.map((_, i) => i), prng.int(1, 2)) : [prng.int(0, poll.choices.length - 1)];
  }
  const closes = poll.expiresAt;
  if (closes != null && closes < end) {
    pending.push({
      at: closes,
      run: () => {
        for (const userId of [note.userId, ...Object.keys(poll.votes)]) notify(ctx, { notifieeId: userId, type: 'pollEnded', noteId: note.id, at: closes });
      },
    });
  }
}

/**
 * Moves the archive's channel candidates into the seeded channels (created after the notes, at
 * fixed dates). A channel note is public and local-only, and lives in its channel only.
 */
export function assignArchiveChannels(ctx: InstanceContext, candidates: NoteRecord[], channelIds: string[]): void {
  if (channelIds.length === 0) return;
  candidates.forEach((note, i) => {
    const channelId = channelIds[i % channelIds.length] as string;
    note.channelId = channelId;
    const channel = ctx.state.channels.get(channelId);
    if (channel && (channel.lastNotedAt == null || channel.lastNotedAt < note.createdAt)) channel.lastNotedAt = note.createdAt;
  });
}

/** The seeded note count: an option, else MOCK_SEED_NOTES, else the default (never below the week). */
export function seedNoteCount(option?: number): number {
  const env = typeof process !== 'undefined' ? process.env?.MOCK_SEED_NOTES : undefined;
  const wanted = option ?? (env ? Number(env) : DEFAULT_SEED_NOTES);
  return Number.isFinite(wanted) ? Math.max(WEEK_NOTES, Math.floor(wanted)) : DEFAULT_SEED_NOTES;
}
