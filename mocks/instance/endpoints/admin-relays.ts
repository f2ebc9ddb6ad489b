/** Relays: `admin/relays/list`, add and remove. */
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { adminState } from '../admin/admin-state';
import { nextId } from './admin-common';

const ERRORS = {
  noSuchRelay: { message: 'No such relay.', code: 'NO_SUCH_RELAY', id: '0ac4bb1d-9d4f-4b04-a1a9-1bbc2dd6a7e9' },
};

export const adminRelayEndpoints: Record<string, AnyEndpoint> = {
  'admin/relays/list': defineEndpoint({ requireModerator: true, handler: (ctx) => adminState(ctx.state).relays.map((r) => ({ ...r })) }),
  'admin/relays/add': defineEndpoint<{ inbox: string }>({
    requireAdmin: true,
    params: { properties: { inbox: { type: 'string', pattern: /^https?:\/\/\S+$/ } }, required: ['inbox'] },
    handler: (ctx, ps) => {
      const relay = { id: nextId(ctx.now()), inbox: ps.inbox, status: 'requesting' as const };
      adminState(ctx.state).relays.push(relay);
      return { ...relay };
    },
  }),
  'admin/relays/remove': defineEndpoint<{ inbox: string }>({
    requireAdmin: true,
    params: { properties: { inbox: { type: 'string' } }, required: ['inbox'] },
    handler: (ctx, ps) => {
      const s = adminState(ctx.state);
      const i = s.relays.findIndex((r) => r.inbox === ps.inbox);
      if (i < 0) throw new ApiError(ERRORS.noSuchRelay);
      s.relays.splice(i, 1);
      return undefined;
    },
  }),
};
