/** Push subscriptions: `sw/register`, `sw/show-registration` and `sw/unregister` (replacing account.ts's). */
import { authState } from '../auth/state';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';

export const authPushEndpoints: Record<string, AnyEndpoint> = {
  'sw/register': defineEndpoint<{ endpoint: string; auth: string; publickey: string; sendReadMessage?: boolean }>({
    requireCredential: true,
    params: {
      properties: { endpoint: { type: 'string' }, auth: { type: 'string' }, publickey: { type: 'string' }, sendReadMessage: { type: 'boolean', default: false } },
      required: ['endpoint', 'auth', 'publickey'],
    },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const s = authState(ctx.state);
      const sendReadMessage = ps.sendReadMessage === true;
      s.push.set(`${me.id} ${ps.endpoint}`, { userId: me.id, endpoint: ps.endpoint, auth: ps.auth, publickey: ps.publickey, sendReadMessage });
      return { state: 'subscribed', key: s.config.swPublickey, userId: me.id, endpoint: ps.endpoint, sendReadMessage };
    },
  }),

  'sw/show-registration': defineEndpoint<{ endpoint: string }>({
    requireCredential: true,
    params: { properties: { endpoint: { type: 'string' } }, required: ['endpoint'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const sub = authState(ctx.state).push.get(`${me.id} ${ps.endpoint}`);
      return sub ? { userId: sub.userId, endpoint: sub.endpoint, sendReadMessage: sub.sendReadMessage } : null;
    },
  }),

  'sw/unregister': defineEndpoint<{ endpoint: string }>({
    params: { properties: { endpoint: { type: 'string' } }, required: ['endpoint'] },
    handler: (ctx, ps) => {
      const s = authState(ctx.state);
      for (const [key, sub] of s.push) if (sub.endpoint === ps.endpoint && (!ctx.me || sub.userId === ctx.me.id)) s.push.delete(key);
      return undefined;
    },
  }),
};
