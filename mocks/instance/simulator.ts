/** Makes the instance feel alive: every few seconds someone posts, sometimes someone reacts. */
import { createNote } from './actions/create-note';
import { addReaction } from './actions/reactions';
import type { InstanceContext } from './context';
import { ApiError } from './errors';
import { createPrng } from './prng';
import { notesNewestFirst } from './state';
import { HASHTAGS, REACTIONS, REPLIES, SENTENCES } from './seed/texts';
import type { NoteRecord, Visibility } from './types';
import { canSeeNote, isPureRenote } from './visibility';

export interface SimulatorOptions {
  /** Mean time between posts (default 5000 ms). */
  intervalMs?: number;
  seed?: number;
}

export interface Simulator {
  start(opts?: SimulatorOptions): void;
  stop(): void;
  readonly running: boolean;
  /** One step now (used by tests and the control API). */
  tick(): void;
}

export function createSimulator(getCtx: () => InstanceContext): Simulator {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let prng = createPrng(1);
  let interval = 5000;

  const recent = (ctx: InstanceContext, count: number): NoteRecord[] => {
    const out: NoteRecord[] = [];
    for (const n of notesNewestFirst(ctx.state)) {
      if (!isPureRenote(n)) out.push(n);
      if (out.length >= count) break;
    }
    return out;
  };

  const tick = () => {
    const ctx = getCtx();
    const users = [...ctx.state.users.values()].filter((u) => !u.isSuspended);
    if (users.length === 0) return;
    const author = prng.pick(users);
    const r = prng.next();
    if (r < 0.35) {
      const pool = recent(ctx, 20).filter((n) => n.userId !== author.id && !n.reactions.some((x) => x.userId === author.id) && canSeeNote(ctx.state, author, n));
      const target = pool.length > 0 ? prng.pick(pool) : undefined;
      if (target) {
        try {
          addReaction(ctx, author, target, author.host ? '👍' : prng.pick(REACTIONS));
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
        }
        return;
      }
    }
    const visibility: Visibility = prng.chance(0.8) ? 'public' : prng.chance(0.5) ? 'home' : 'followers';
    const replyPool = recent(ctx, 10).filter((n) => n.userId !== author.id && canSeeNote(ctx.state, author, n));
    const reply = r < 0.5 && replyPool.length > 0 ? prng.pick(replyPool) : undefined;
    let text = reply ? prng.pick(REPLIES) : prng.pick(SENTENCES);
    if (!reply && prng.chance(0.2)) text += ` ${prng.pick(HASHTAGS)}`;
    createNote(ctx, author, { text, visibility, replyId: reply?.id ?? null });
  };

  const schedule = () => {
    const delay = interval * (0.5 + prng.next());
    timer = setTimeout(() => {
      try {
        tick();
      } catch (err) {
        console.error('[mock] simulator step failed', err);
      }
      if (timer) schedule();
    }, delay);
    const t = timer as { unref?: () => void };
    t.unref?.();
  };

  return {
    start(opts = {}) {
      if (timer) return;
      interval = opts.intervalMs ?? 5000;
      prng = createPrng(opts.seed ?? Date.now());
      schedule();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
    get running() {
      return timer != null;
    },
    tick,
  };
}
