/** Announcements for moderators: `admin/announcements/create`, list, update and delete. */
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { packAnnouncement } from '../pack/announcement';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { ID, newestFirst } from './social-common';

const ERRORS = {
  noSuchAnnouncement: { message: 'No such announcement.', code: 'NO_SUCH_ANNOUNCEMENT', id: 'ecad8040-a276-4e85-bda9-015a708d291e' },
};

export const adminAnnouncementEndpoints: Record<string, AnyEndpoint> = {
  'admin/announcements/create': defineEndpoint<{ title: string; text: string; imageUrl?: string | null }>({
    requireModerator: true,
    params: { properties: { title: { type: 'string', minLength: 1 }, text: { type: 'string', minLength: 1 }, imageUrl: { type: 'string', nullable: true } }, required: ['title', 'text'] },
    handler: (ctx, ps) => {
      const a = { id: ctx.state.ids.notification(ctx.now()), createdAt: ctx.now(), updatedAt: null, title: ps.title, text: ps.text, imageUrl: ps.imageUrl ?? null, readBy: [] as string[] };
      ctx.state.announcements.push(a);
      const packed = packAnnouncement(a, null);
      return { id: packed.id, createdAt: packed.createdAt, updatedAt: null, text: a.text, title: a.title, imageUrl: a.imageUrl };
    },
  }),
  'admin/announcements/list': defineEndpoint<PagingParams>({
    requireModerator: true,
    params: { properties: { ...PAGING } },
    handler: (ctx, ps) => paginate(newestFirst(ctx.state.announcements), ps).map((a) => ({ ...packAnnouncement(a, null), reads: a.readBy.length })),
  }),
  'admin/announcements/update': defineEndpoint<{ id: string; title: string; text: string; imageUrl?: string | null }>({
    requireModerator: true,
    params: { properties: { id: ID, title: { type: 'string', minLength: 1 }, text: { type: 'string', minLength: 1 }, imageUrl: { type: 'string', nullable: true } }, required: ['id', 'title', 'text'] },
    handler: (ctx, ps) => {
      const a = ctx.state.announcements.find((x) => x.id === ps.id);
      if (!a) throw new ApiError(ERRORS.noSuchAnnouncement);
      Object.assign(a, { title: ps.title, text: ps.text, imageUrl: ps.imageUrl ?? null, updatedAt: ctx.now() });
      return undefined;
    },
  }),
  'admin/announcements/delete': defineEndpoint<{ id: string }>({
    requireModerator: true,
    params: { properties: { id: ID }, required: ['id'] },
    handler: (ctx, ps) => {
      const i = ctx.state.announcements.findIndex((x) => x.id === ps.id);
      if (i < 0) throw new ApiError(ERRORS.noSuchAnnouncement);
      ctx.state.announcements.splice(i, 1);
      return undefined;
    },
  }),
};
