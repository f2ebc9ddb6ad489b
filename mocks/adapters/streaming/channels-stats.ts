/**
 * Streaming channels queueStats and serverStats (Misskey 13.14: no credential needed). Each sends
 * `stats` with every new frame of its model and answers `requestLog { id, length }` with
 * `statsLog` (the newest `length` frames, newest first).
 */
import { queueStatsLog, TICK_MS } from '../../instance/admin/job-queues';
import { SERVER_TICK_MS, serverStatsLog } from '../../instance/admin/server-stats';
import type { ChannelDef } from './channels';

function statsChannel(tickMs: number, log: typeof queueStatsLog | typeof serverStatsLog): ChannelDef {
  return {
    requiresUser: false,
    create(env) {
      // Every connection sends the frames made since its last one (the model ticks once for all).
      let last: unknown = log(env.instance, 1)[0];
      const timer = setInterval(() => {
        const recent: unknown[] = log(env.instance, 20);
        const seen = recent.indexOf(last);
        const fresh = seen === -1 ? recent.slice(0, 1) : recent.slice(0, seen);
        for (const frame of fresh.reverse()) env.send('stats', frame);
        if (recent[0] !== undefined) last = recent[0];
      }, tickMs);
      return {
        onEvent() {},
        onMessage(type, body) {
          if (type !== 'requestLog' || typeof body !== 'object' || body === null) return;
          const { id, length } = body as { id?: unknown; length?: unknown };
          if (typeof id !== 'string' || typeof length !== 'number') return;
          env.send('statsLog', log(env.instance, length));
        },
        dispose() {
          clearInterval(timer);
        },
      };
    },
  };
}

export const STATS_CHANNELS: Record<string, ChannelDef> = {
  queueStats: statsChannel(TICK_MS, queueStatsLog),
  serverStats: statsChannel(SERVER_TICK_MS, serverStatsLog),
};
