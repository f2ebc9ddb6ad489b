/** The server as moderators see it: job queues, machine info and table sizes. */
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { adminState } from '../admin/admin-state';
import { clearQueues, delayedHosts, queueJobCounts } from '../admin/job-queues';
import { machineTotals } from '../admin/server-stats';

const emptyJobCounts = () => ({ active: 0, completed: 0, delayed: 0, failed: 0, paused: 0, prioritized: 0, waiting: 0, 'waiting-children': 0 });

export const adminServerEndpoints: Record<string, AnyEndpoint> = {
  'admin/queue/stats': defineEndpoint({
    requireModerator: true,
    handler: (ctx) => ({ deliver: queueJobCounts(ctx, 'deliver'), inbox: queueJobCounts(ctx, 'inbox'), db: emptyJobCounts(), objectStorage: emptyJobCounts() }),
  }),
  'admin/queue/deliver-delayed': defineEndpoint({ requireModerator: true, handler: (ctx) => delayedHosts(ctx, 'deliver') }),
  'admin/queue/inbox-delayed': defineEndpoint({ requireModerator: true, handler: (ctx) => delayedHosts(ctx, 'inbox') }),
  'admin/queue/clear': defineEndpoint({
    requireModerator: true,
    handler: (ctx) => {
      clearQueues(ctx);
      return undefined;
    },
  }),
  'admin/server-info': defineEndpoint({
    requireModerator: true,
    handler: (ctx) => ({ ...machineTotals(ctx), node: typeof process !== 'undefined' ? process.version : 'unknown', psql: 'mock', redis: 'mock' }),
  }),
  'admin/get-table-stats': defineEndpoint({
    requireModerator: true,
    handler: (ctx) => {
      const rows: Record<string, number> = {
        user: ctx.state.users.size, note: ctx.state.notes.size, drive_file: ctx.state.files.size, drive_folder: ctx.state.driveFolders.size,
        following: ctx.state.follows.size, notification: ctx.state.notifications.length, emoji: ctx.state.emojis.length,
        announcement: ctx.state.announcements.length, abuse_user_report: adminState(ctx.state).abuseReports.length,
      };
      return Object.fromEntries(Object.entries(rows).map(([k, count]) => [k, { count, size: 8192 + count * 512 }]));
    },
  }),
};
