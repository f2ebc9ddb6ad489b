/**
 * The mock's machine, for `server-info` / `admin/server-info` (totals) and the `serverStats` stream
 * (Misskey 13.14's ServerStatsService: every 2 s `{ cpu, mem: { used, active }, net: { rx, tx },
 * fs: { r, w } }`, a log of at most 200 newest first). There is no real machine behind the mock, so
 * the load follows the mock's own simulated work: the job queues' activity and the amount of data.
 * Like the real server, nothing is measured while `enableServerMachineStats` is off.
 */
import type { InstanceContext } from '../context';
import { adminState } from './admin-state';
import { advanceQueues, jobQueues } from './job-queues';

export const SERVER_TICK_MS = 2000;
const LOG_MAX = 200;
const GiB = 1024 ** 3;

export const MACHINE = {
  machine: 'mock',
  os: 'linux',
  cpu: { model: 'Mock CPU', cores: 2 },
  mem: { total: 24 * GiB },
  fs: { total: 250 * GiB },
  net: { interface: 'eth0' },
};

export interface ServerStatsFrame {
  cpu: number;
  mem: { used: number; active: number };
  net: { rx: number; tx: number };
  fs: { r: number; w: number };
}

interface Model {
  lastTickAt: number;
  log: ServerStatsFrame[];
}

const models = new WeakMap<object, Model>();

export function machineStatsEnabled(ctx: InstanceContext): boolean {
  return adminState(ctx.state).meta.enableServerMachineStats;
}

/** Bytes the data takes: notes, files and users (what the mock holds). */
function dataBytes(ctx: InstanceContext): number {
  let files = 0;
  for (const f of ctx.state.files.values()) files += typeof f.size === 'number' ? f.size : 0;
  return ctx.state.notes.size * 2048 + ctx.state.users.size * 4096 + files;
}

/** Totals for server-info: the disk holds the base system plus the data. */
export function machineTotals(ctx: InstanceContext) {
  return { ...MACHINE, fs: { total: MACHINE.fs.total, used: 12 * GiB + dataBytes(ctx) } };
}

const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

function frameFor(ctx: InstanceContext): ServerStatsFrame {
  advanceQueues(ctx);
  // The queue ticks of the last two seconds.
  const recent = jobQueues(ctx).log.slice(0, 2);
  const jobs = recent.reduce((n, f) => n + f.deliver.activeSincePrevTick + f.inbox.activeSincePrevTick, 0);
  const inbox = recent.reduce((n, f) => n + f.inbox.activeSincePrevTick, 0);
  const deliver = jobs - inbox;
  const used = 3 * GiB + dataBytes(ctx) / 4 + jobs * 8 * 1024 ** 2;
  return {
    cpu: round(Math.min(1, 0.02 + jobs * 0.06), 3),
    mem: { used: round(used), active: round(used * 0.7) },
    net: { rx: 512 + inbox * 4096, tx: 512 + deliver * 4096 },
    fs: { r: jobs * 16384, w: 4096 + jobs * 8192 },
  };
}

/** Runs the 2-second ticks due by now (only while machine stats are on); answers their frames, oldest first. */
export function advanceServerStats(ctx: InstanceContext): ServerStatsFrame[] {
  let m = models.get(ctx.state);
  if (!m) {
    m = { lastTickAt: ctx.now() - SERVER_TICK_MS, log: [] };
    models.set(ctx.state, m);
  }
  const due = Math.floor((ctx.now() - m.lastTickAt) / SERVER_TICK_MS);
  if (due <= 0) return [];
  m.lastTickAt += due * SERVER_TICK_MS;
  if (!machineStatsEnabled(ctx)) return [];
  const frame = frameFor(ctx);
  m.log.unshift(frame);
  if (m.log.length > LOG_MAX) m.log.pop();
  return [frame];
}

/** `statsLog`: the newest `length` frames, newest first. */
export function serverStatsLog(ctx: InstanceContext, length: number): ServerStatsFrame[] {
  advanceServerStats(ctx);
  return (models.get(ctx.state)?.log ?? []).slice(0, Math.max(0, Math.floor(length)));
}
