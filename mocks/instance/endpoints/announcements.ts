/** announcements and i/read-announcement. */
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { packAnnouncement } from '../pack/announcement';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { hasUnreadAnnouncement } from '../unreads';
import { ID, newestFirst } from './social-common';

const ERRORS = {
  noSuchAnnouncement: { message: 'No such announcement.', code: 'NO_SUCH_ANNOUNCEMENT', id: '184663db-df88-4bc2-8b52-fb85f0681939' },
};

export const announcementEndpoints: Record<string, AnyEndpoint> = {
  announcements: defineEndpoint<PagingParams & { withUnreads: boolean }>({
    params: { properties: { ...PAGING, withUnreads: { type: 'boolean', default: false } } },
    handler: (ctx, ps) => {
      const me = ctx.me;
      // withUnreads (signed in): only the ones the caller has not read yet, as the real server.
      const accept = (a: { readBy: string[] }) => !(ps.withUnreads && me) || !a.readBy.includes(me.id);
      return paginate(newestFirst(ctx.state.announcements), ps, accept).map((a) => packAnnouncement(a, me));
    },
  }),

  'i/read-announcement': defineEndpoint<{ announcementId: string }>({
    requireCredential: true,
    params: { properties: { announcementId: ID }, required: ['announcementId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const announcement = ctx.state.announcements.find((a) => a.id === ps.announcementId);
      if (!announcement) throw new ApiError(ERRORS.noSuchAnnouncement);
      if (announcement.readBy.includes(me.id)) return undefined;
      announcement.readBy.push(me.id);
      if (!hasUnreadAnnouncement(ctx.state, me.id)) ctx.events.emit({ kind: 'main', userId: me.id, type: 'readAllAnnouncements', body: undefined });
      return undefined;
    },
  }),
};
