/**
 * The frames of the `queueStats` and `serverStats` channels, read defensively (servers differ: forks
 * add queues such as inboxLazy or fields such as limit; a missing number counts as 0).
 */
/** Queue frames kept for the charts (one a second on the mock: two minutes). */
export const QUEUE_FRAMES = 120;

export interface QueueSample {
  activeSincePrevTick: number;
  active: number;
  waiting: number;
  delayed: number;
}
export type QueueFrame = Record<string, QueueSample>;

export interface ServerFrame {
  cpu: number;
  mem: { used: number; active: number };
  net: { rx: number; tx: number };
  fs: { r: number; w: number };
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);
const obj = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** A queueStats `stats` frame: every queue that carries counts; null when none does. */
export function parseQueueFrame(raw: unknown): QueueFrame | null {
  const o = obj(raw);
  if (!o) return null;
  const out: QueueFrame = {};
  for (const [name, value] of Object.entries(o)) {
    const q = obj(value);
    if (!q || !['active', 'waiting', 'delayed'].some((k) => typeof q[k] === 'number')) continue;
    out[name] = { activeSincePrevTick: num(q.activeSincePrevTick), active: num(q.active), waiting: num(q.waiting), delayed: num(q.delayed) };
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** A serverStats `stats` frame; null when it carries no cpu figure. */
export function parseServerFrame(raw: unknown): ServerFrame | null {
  const o = obj(raw);
  if (!o || typeof o.cpu !== 'number') return null;
  const mem = obj(o.mem) ?? {};
  const net = obj(o.net) ?? {};
  const fs = obj(o.fs) ?? {};
  return { cpu: Math.min(1, num(o.cpu)), mem: { used: num(mem.used), active: num(mem.active) }, net: { rx: num(net.rx), tx: num(net.tx) }, fs: { r: num(fs.r), w: num(fs.w) } };
}

/** Appends one frame to a history (oldest first), keeping the newest `max`. */
export function appendFrame<T>(history: readonly T[], frame: T, max: number): T[] {
  const next = [...history, frame];
  return next.length > max ? next.slice(next.length - max) : next;
}

/**
 * A `statsLog` answer (newest first, as servers send it) as a history (oldest first). Frames heard
 * live meanwhile are newer than the log, so the log only replaces a shorter history.
 */
export function historyFromLog<T>(log: unknown, parse: (raw: unknown) => T | null, current: readonly T[], max: number): T[] {
  if (!Array.isArray(log)) return [...current];
  const frames = log.map(parse).filter((f): f is T => f !== null).reverse();
  if (frames.length <= current.length) return [...current];
  return frames.slice(Math.max(0, frames.length - max));
}
