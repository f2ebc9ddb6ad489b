import type { CallContext } from '../context';
import { notify } from '../actions/notify';
import { authState } from '../auth/state';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { packNotification } from '../pack/notification';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { isFollowing } from '../state';
import type { NotificationRecord, NotificationType } from '../types';

const TYPES: NotificationType[] = [
  'follow', 'mention', 'reply', 'renote', 'quote', 'reaction', 'pollEnded', 'receiveFollowRequest', 'followRequestAccepted', 'app',
];
const TYPE_LIST = { type: 'array', items: { type: 'string', enum: [...TYPES, 'pollVote', 'groupInvited', 'achievementEarned', 'unreadAntenna'] } } as const;

interface ListParams extends PagingParams {
  following: boolean;
  unreadOnly: boolean;
  markAsRead: boolean;
  includeTypes?: string[];
  excludeTypes?: string[];
}

function readAll(ctx: CallContext, userId: string): void {
  let changed = false;
  for (const n of ctx.state.notifications) {
    if (n.notifieeId === userId && !n.isRead) {
      n.isRead = true;
      changed = true;
    }
  }
  if (changed) {
    ctx.events.emit({ kind: 'main', userId, type: 'readAllNotifications', body: undefined });
    ctx.events.emit({ kind: 'main', userId, type: 'readAllUnreadMentions', body: undefined });
    ctx.events.emit({ kind: 'main', userId, type: 'readAllUnreadSpecifiedNotes', body: undefined });
  }
}

export const notificationEndpoints: Record<string, AnyEndpoint> = {
  'i/notifications': defineEndpoint<ListParams>({
    requireCredential: true,
    params: {
      properties: {
        ...PAGING,
        following: { type: 'boolean', default: false },
        unreadOnly: { type: 'boolean', default: false },
        markAsRead: { type: 'boolean', default: true },
        includeTypes: TYPE_LIST,
        excludeTypes: TYPE_LIST,
      },
    },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const newestFirst = [...ctx.state.notifications].reverse();
      const accept = (n: NotificationRecord) =>
        n.notifieeId === me.id &&
        (!ps.unreadOnly || !n.isRead) &&
        (!ps.following || (n.notifierId != null && isFollowing(ctx.state, me.id, n.notifierId))) &&
        (!ps.includeTypes || ps.includeTypes.includes(n.type)) &&
        (!ps.excludeTypes || !ps.excludeTypes.includes(n.type)) &&
        packNotification(ctx, n, me) != null;
      const page = paginate(newestFirst, ps, accept).map((n) => packNotification(ctx, n, me));
      if (ps.markAsRead) readAll(ctx, me.id);
      return page;
    },
  }),

  /** An app (a MiAuth or app token, as on the real server) notifies its user: `app` notification, 204. */
  'notifications/create': defineEndpoint<{ body: string; header?: string | null; icon?: string | null }>({
    requireCredential: true,
    params: { properties: { body: { type: 'string' }, header: { type: 'string', nullable: true }, icon: { type: 'string', nullable: true } }, required: ['body'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      // Like the real server, the header falls back to the name the token was issued under.
      const grant = ctx.token ? [...authState(ctx.state).miauth.values()].find((g) => g.token === ctx.token) : undefined;
      const header = ps.header ?? grant?.name ?? undefined;
      notify(ctx, { notifieeId: me.id, type: 'app', body: ps.body, ...(header ? { header } : {}), ...(ps.icon ? { icon: ps.icon } : {}) });
      return undefined;
    },
  }),

  'notifications/mark-all-as-read': defineEndpoint({
    requireCredential: true,
    handler: (ctx) => {
      readAll(ctx, requireMe(ctx).id);
      return undefined;
    },
  }),
};
