/**
 * A small model of the server's deliver and inbox job queues, so the admin queue page, the
 * `queueStats` stream and `admin/queue/*` have something real to show. A new local note queues one
 * delivery per remote host among its author's followers; a new remote note queues one inbox job.
 * Each tick (one second, computed lazily from the clock) works up to WORKERS jobs per queue; a host
 * in UNREACHABLE_HOSTS never answers, so its deliveries are retried and stay delayed.
 *
 * The stats frames follow Misskey 13.14's QueueStatsService: `{ deliver, inbox }`, each
 * `{ activeSincePrevTick, active, waiting, delayed }`, newest first in the log (at most 200).
 */
import type { InstanceContext } from '../context';
import type { Emitter } from '../emitter';
import type { MockEvent } from '../events';
import { followerIds, type MockState } from '../state';

export const TICK_MS = 1000;
const WORKERS = 4;
const LOG_MAX = 200;
const RETRY_TICKS = 5;
/** Catching up after a long quiet time runs at most this many ticks (the rest only moves the clock). */
const MAX_CATCH_UP = 300;
export const UNREACHABLE_HOSTS = new Set(['old.example']);

export type QueueName = 'deliver' | 'inbox';
export interface QueueTick {
  activeSincePrevTick: number;
  active: number;
  waiting: number;
  delayed: number;
}
export type QueueStatsFrame = Record<QueueName, QueueTick>;

interface Job {
  host: string;
  /** Tick after which a delayed job is tried again; 0 = waiting. */
  retryAt: number;
}

interface Queue {
  jobs: Job[];
  done: number;
  failed: number;
  active: number;
}

export interface JobQueues {
  deliver: Queue;
  inbox: Queue;
  tick: number;
  lastTickAt: number;
  /** Newest first. */
  log: QueueStatsFrame[];
}

const models = new WeakMap<MockState, JobQueues>();
/** The model that the (one) note listener of an event emitter feeds: the newest state's. */
const fedBy = new WeakMap<Emitter<MockEvent>, { state: MockState; ctx: InstanceContext }>();

const emptyQueue = (): Queue => ({ jobs: [], done: 0, failed: 0, active: 0 });

function onNote(ctx: InstanceContext, event: MockEvent): void {
  if (event.kind !== 'note') return;
  const q = models.get(ctx.state);
  if (!q) return;
  const { note } = event;
  const author = ctx.state.users.get(note.userId);
  if (!author) return;
  if (author.host != null) {
    q.inbox.jobs.push({ host: author.host, retryAt: 0 });
    return;
  }
  if (note.localOnly || note.visibility === 'specified') return;
  const hosts = new Set<string>();
  for (const id of followerIds(ctx.state, author.id)) {
    const host = ctx.state.users.get(id)?.host;
    if (host) hosts.add(host);
  }
  for (const host of hosts) q.deliver.jobs.push({ host, retryAt: 0 });
}

/** The queues of this instance state (made on first use; listening for new notes from then on). */
export function jobQueues(ctx: InstanceContext): JobQueues {
  let q = models.get(ctx.state);
  if (!q) {
    q = { deliver: emptyQueue(), inbox: emptyQueue(), tick: 0, lastTickAt: ctx.now(), log: [] };
    models.set(ctx.state, q);
    const feeding = fedBy.get(ctx.events);
    if (!feeding) ctx.events.on((event) => {
      const current = fedBy.get(ctx.events);
      if (current) onNote(current.ctx, event);
    });
    fedBy.set(ctx.events, { state: ctx.state, ctx });
    tick(q);
  }
  return q;
}

function work(queue: Queue, tickNo: number): number {
  let worked = 0;
  for (const job of queue.jobs) {
    if (worked >= WORKERS) break;
    if (job.retryAt > tickNo) continue;
    worked++;
    if (UNREACHABLE_HOSTS.has(job.host)) {
      job.retryAt = tickNo + RETRY_TICKS;
      queue.failed++;
    } else {
      job.retryAt = -1;
      queue.done++;
    }
  }
  queue.jobs = queue.jobs.filter((j) => j.retryAt !== -1);
  queue.active = worked;
  return worked;
}

const counts = (queue: Queue, tickNo: number, worked: number): QueueTick => ({
  activeSincePrevTick: worked,
  active: queue.active,
  waiting: queue.jobs.filter((j) => j.retryAt <= tickNo).length,
  delayed: queue.jobs.filter((j) => j.retryAt > tickNo).length,
});

function tick(q: JobQueues): QueueStatsFrame {
  q.tick++;
  const frame = { deliver: counts(q.deliver, q.tick, work(q.deliver, q.tick)), inbox: counts(q.inbox, q.tick, work(q.inbox, q.tick)) };
  q.log.unshift(frame);
  if (q.log.length > LOG_MAX) q.log.pop();
  return frame;
}

/** Runs the ticks due by now; answers the frames they made, oldest first. */
export function advanceQueues(ctx: InstanceContext): QueueStatsFrame[] {
  const q = jobQueues(ctx);
  const now = ctx.now();
  const due = Math.floor((now - q.lastTickAt) / TICK_MS);
  if (due <= 0) return [];
  q.lastTickAt += due * TICK_MS;
  const frames: QueueStatsFrame[] = [];
  for (let i = 0; i < Math.min(due, MAX_CATCH_UP); i++) frames.push(tick(q));
  return frames;
}

/** `statsLog`: the newest `length` frames, newest first (as the real server answers). */
export function queueStatsLog(ctx: InstanceContext, length: number): QueueStatsFrame[] {
  advanceQueues(ctx);
  return jobQueues(ctx).log.slice(0, Math.max(0, Math.floor(length)));
}

/** `admin/queue/stats`: Bull's job counts per queue (db and objectStorage stay empty here). */
export function queueJobCounts(ctx: InstanceContext, name: QueueName): Record<string, number> {
  advanceQueues(ctx);
  const q = jobQueues(ctx);
  const queue = q[name];
  const c = counts(queue, q.tick, queue.active);
  return { active: c.active, completed: queue.done, delayed: c.delayed, failed: queue.failed, paused: 0, prioritized: 0, waiting: c.waiting, 'waiting-children': 0 };
}

/** `admin/queue/{deliver,inbox}-delayed`: `[host, count]` of the delayed jobs, most first. */
export function delayedHosts(ctx: InstanceContext, name: QueueName): Array<[string, number]> {
  advanceQueues(ctx);
  const q = jobQueues(ctx);
  const byHost = new Map<string, number>();
  for (const job of q[name].jobs) if (job.retryAt > q.tick) byHost.set(job.host, (byHost.get(job.host) ?? 0) + 1);
  return [...byHost].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** `admin/queue/clear`: empties the queues. */
export function clearQueues(ctx: InstanceContext): void {
  const q = jobQueues(ctx);
  q.deliver.jobs = [];
  q.inbox.jobs = [];
}
