/** Ads: `admin/ad/list`, create, update and delete. */
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { adminState } from '../admin/admin-state';
import { iso, nextId } from './admin-common';
import { ID } from './social-common';

const ERRORS = {
  noSuchAd: { message: 'No such ad.', code: 'NO_SUCH_AD', id: '985b1ae4-b2bc-4fc0-a6e6-ad6d5e8e3c14' },
};

export const adminAdEndpoints: Record<string, AnyEndpoint> = {
  'admin/ad/list': defineEndpoint<PagingParams>({
    requireModerator: true,
    params: { properties: { ...PAGING } },
    handler: (ctx, ps) => paginate([...adminState(ctx.state).ads].reverse(), ps).map((a) => ({ ...a, createdAt: iso(a.createdAt), expiresAt: iso(a.expiresAt) })),
  }),
  'admin/ad/create': defineEndpoint<{ url: string; memo: string; place: 'square' | 'horizontal' | 'horizontal-big'; priority: 'high' | 'middle' | 'low'; ratio: number; expiresAt: number; imageUrl: string }>({
    requireModerator: true,
    params: {
      properties: {
        url: { type: 'string', minLength: 1 }, memo: { type: 'string', default: '' }, place: { type: 'string', enum: ['square', 'horizontal', 'horizontal-big'] },
        priority: { type: 'string', enum: ['high', 'middle', 'low'] }, ratio: { type: 'integer', minimum: 0 }, expiresAt: { type: 'integer' }, imageUrl: { type: 'string', minLength: 1 },
      },
      required: ['url', 'place', 'priority', 'ratio', 'expiresAt', 'imageUrl'],
    },
    handler: (ctx, ps) => {
      adminState(ctx.state).ads.push({ id: nextId(ctx.now()), createdAt: ctx.now(), ...ps });
      return undefined;
    },
  }),
  'admin/ad/update': defineEndpoint<{ id: string; url: string; memo: string; place: 'square' | 'horizontal' | 'horizontal-big'; priority: 'high' | 'middle' | 'low'; ratio: number; expiresAt: number; imageUrl: string }>({
    requireModerator: true,
    params: {
      properties: {
        id: ID, url: { type: 'string', minLength: 1 }, memo: { type: 'string', default: '' }, place: { type: 'string', enum: ['square', 'horizontal', 'horizontal-big'] },
        priority: { type: 'string', enum: ['high', 'middle', 'low'] }, ratio: { type: 'integer', minimum: 0 }, expiresAt: { type: 'integer' }, imageUrl: { type: 'string', minLength: 1 },
      },
      required: ['id', 'url', 'place', 'priority', 'ratio', 'expiresAt', 'imageUrl'],
    },
    handler: (ctx, ps) => {
      const ad = adminState(ctx.state).ads.find((a) => a.id === ps.id);
      if (!ad) throw new ApiError(ERRORS.noSuchAd);
      Object.assign(ad, ps);
      return undefined;
    },
  }),
  'admin/ad/delete': defineEndpoint<{ id: string }>({
    requireModerator: true,
    params: { properties: { id: ID }, required: ['id'] },
    handler: (ctx, ps) => {
      const s = adminState(ctx.state);
      const i = s.ads.findIndex((a) => a.id === ps.id);
      if (i < 0) throw new ApiError(ERRORS.noSuchAd);
      s.ads.splice(i, 1);
      return undefined;
    },
  }),
};
