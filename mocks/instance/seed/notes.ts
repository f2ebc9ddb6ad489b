/** 300 notes over the past week (the archive before it is seed/archive.ts), with replies, renotes, quotes, polls, files, CWs and reactions. */
import type { CreateNoteInput } from '../actions/create-note';
import { createNote } from '../actions/create-note';
import { notify } from '../actions/notify';
import { addReaction } from '../actions/reactions';
import type { InstanceContext } from '../context';
import type { Prng } from '../prng';
import type { NoteRecord, UserRecord, Visibility } from '../types';
import { canSeeNote, isPureRenote } from '../visibility';
import { createSeedFile } from './files';
import { scenarioNotes } from './scenarios';
import { CW_TEXTS, HASHTAGS, POLLS, QUOTES, REACTIONS, REPLIES, SENTENCES } from './texts';

const NOTE_COUNT = 300;
const DAY = 86_400_000;
const MINUTE = 60_000;

export interface SeedNotesEnv {
  ctx: InstanceContext;
  prng: Prng;
  byName: (acct: string) => UserRecord;
  /** Users who post (not suspended), each once. */
  posters: UserRecord[];
  /** The same users repeated by how much they post. */
  weightedPosters: UserRecord[];
  /** Who reacts and votes (default: every user). The week keeps to the original users. */
  population?: UserRecord[];
}

function acct(u: UserRecord): string {
  return u.host ? `@${u.username}@${u.host}` : `@${u.username}`;
}

function pickVisibility(prng: Prng): Visibility {
  const r = prng.next();
  return r < 0.65 ? 'public' : r < 0.8 ? 'home' : r < 0.92 ? 'followers' : 'specified';
}

function randomText(env: SeedNotesEnv, author: UserRecord): string {
  const { prng } = env;
  let text = prng.pick(SENTENCES);
  if (prng.chance(0.25)) text += ` ${prng.pick(HASHTAGS)}`;
  if (prng.chance(0.1)) {
    const other = prng.pick(env.posters.filter((u) => u.id !== author.id));
    text = `${acct(other)} ${text}`;
  }
  return text;
}

/** Decides a random note for `author` at time `at`, given the notes created so far. */
function randomNote(env: SeedNotesEnv, author: UserRecord, at: number, recent: NoteRecord[]): CreateNoteInput {
  const { ctx, prng } = env;
  const state = ctx.state;
  const visible = recent.filter((n) => !isPureRenote(n) && n.userId !== author.id && canSeeNote(state, author, n));
  const r = prng.next();
  let visibility = pickVisibility(prng);
  const base: CreateNoteInput = { at, visibility, localOnly: author.host == null && prng.chance(0.08) };
  if (visibility === 'specified') {
    const to = prng.sample(env.posters.filter((u) => u.id !== author.id && u.host == null), prng.int(1, 2));
    base.visibleUserIds = to.map((u) => u.id);
    return { ...base, text: `${to.map(acct).join(' ')} ${prng.pick(SENTENCES)}` };
  }
  if (r < 0.14 && visible.length > 0) return { ...base, replyId: prng.pick(visible.slice(-25)).id, text: prng.pick(REPLIES) };
  const renotable = visible.filter((n) => n.visibility === 'public' || n.visibility === 'home');
  if (r < 0.24 && renotable.length > 0) {
    visibility = prng.chance(0.8) ? 'public' : 'home';
    return { at, visibility, renoteId: prng.pick(renotable.slice(-40)).id };
  }
  if (r < 0.28 && renotable.length > 0) return { ...base, renoteId: prng.pick(renotable.slice(-40)).id, text: prng.pick(QUOTES) };
  if (r < 0.33) {
    const poll = prng.pick(POLLS);
    const expiresAt = prng.chance(0.5) ? at + prng.int(1, 72) * 60 * MINUTE : null;
    return { ...base, text: poll.question, poll: { choices: poll.choices, multiple: prng.chance(0.3), expiresAt } };
  }
  if (r < 0.41 && author.host == null) {
    const files = Array.from({ length: prng.int(1, 4) }, () => createSeedFile(ctx, prng, author.id, at - MINUTE));
    return { ...base, text: prng.chance(0.7) ? randomText(env, author) : null, fileIds: files.map((f) => f.id) };
  }
  const cw = prng.chance(0.07) ? prng.pick(CW_TEXTS) : null;
  return { ...base, text: randomText(env, author), cw };
}

interface Pending { at: number; run: () => void }

export function seedNotes(env: SeedNotesEnv): void {
  const { ctx, prng } = env;
  const state = ctx.state;
  const now = ctx.now();
  const times = Array.from({ length: NOTE_COUNT }, () => now - 7 * DAY + Math.floor(prng.next() * (7 * DAY - 15 * MINUTE))).sort((a, b) => a - b);
  const scenarios = scenarioNotes(env);
  const pending: Pending[] = [];
  const created: NoteRecord[] = [];
  const flush = (until: number) => {
    pending.sort((a, b) => a.at - b.at);
    while (pending.length > 0 && (pending[0] as Pending).at < until) (pending.shift() as Pending).run();
  };

  times.forEach((at, i) => {
    flush(at);
    const scenario = scenarios[NOTE_COUNT - 1 - i];
    const author = scenario ? env.byName(scenario.author) : prng.pick(env.weightedPosters);
    const input = scenario ? scenario.build(at, created) : randomNote(env, author, at, created.slice(-80));
    const note = createNote(ctx, author, input);
    created.push(note);
    if (isPureRenote(note)) return;
    if (note.poll) seedPoll(env, note, pending);
    const reactions = scenario?.reactions ?? (prng.chance(0.5) ? prng.int(1, 5) : 0);
    const reactors = prng.sample((env.population ?? [...state.users.values()]).filter((u) => u.id !== author.id && !u.isSuspended && canSeeNote(state, u, note)), reactions);
    for (const user of reactors) {
      const when = at + prng.int(1, 240) * MINUTE;
      const reaction = user.host ? prng.pick(['👍', '❤', ':wave@remote.example:']) : prng.pick(REACTIONS);
      if (when < now) pending.push({ at: when, run: () => addReaction(ctx, user, note, reaction, when) });
    }
  });
  flush(now + 1);
}

function seedPoll(env: SeedNotesEnv, note: NoteRecord, pending: Pending[]): void {
  const { ctx, prng } = env;
  const poll = note.poll;
  if (!poll) return;
  const voters = prng.sample((env.population ?? [...ctx.state.users.values()]).filter((u) => u.id !== note.userId && !u.isSuspended), prng.int(0, 8));
  for (const v of voters) poll.votes[v.id] = poll.multiple ? prng.sample([0, 1, 2].filter((c) => c < poll.choices.length), prng.int(1, 2)) : [prng.int(0, poll.choices.length - 1)];
  const end = poll.expiresAt;
  if (end != null && end < ctx.now()) {
    pending.push({
      at: end,
      run: () => {
        for (const userId of [note.userId, ...Object.keys(poll.votes)]) notify(ctx, { notifieeId: userId, type: 'pollEnded', noteId: note.id, at: end });
      },
    });
  }
}
