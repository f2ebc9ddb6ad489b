/** Sign-in history, access tokens (i/apps, i/revoke-token) and authorised apps. */
import { authState } from '../auth/state';
import type { InstanceContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { settingsAccountState, type TokenMeta } from './settings-account-state';

const ERRORS = {
  noSuchToken: { message: 'No such token.', code: 'NO_SUCH_TOKEN', id: 'e5f6a7c2-0b2c-4a8e-9b1c-3c1d5f7e9a11' },
} satisfies Record<string, ErrorDef>;

/** Tokens of a user: MiAuth grants and app-flow access tokens, each with a stable id. */
function tokensOf(ctx: InstanceContext, userId: string) {
  const auth = authState(ctx.state);
  const s = settingsAccountState(ctx.state);
  const out: Array<{ token: string; name: string | null; iconUrl: string | null; permission: string[]; meta: TokenMeta; session: string | null }> = [];
  const metaFor = (token: string) => {
    let m = s.tokenMeta.get(token);
    if (!m) {
      const at = ctx.now();
      m = { id: s.ids(at), createdAt: at, lastUsedAt: null };
      s.tokenMeta.set(token, m);
    }
    return m;
  };
  for (const [session, grant] of auth.miauth) {
    if (grant.userId === userId && auth.tokens.has(grant.token)) out.push({ token: grant.token, name: grant.name, iconUrl: grant.iconUrl, permission: grant.permission, meta: metaFor(grant.token), session });
  }
  for (const sess of auth.authSessions.values()) {
    const credential = sess.credential ?? sess.accessToken;
    if (sess.userId !== userId || !credential || !auth.tokens.has(credential)) continue;
    const app = auth.apps.get(sess.appId);
    out.push({ token: credential, name: app?.name ?? null, iconUrl: null, permission: app?.permission ?? [], meta: metaFor(credential), session: null });
  }
  return out;
}

export const settingsSessionEndpoints: Record<string, AnyEndpoint> = {
  'i/signin-history': defineEndpoint<{ limit: number; untilId?: string }>({
    requireCredential: true,
    params: { properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 }, sinceId: { type: 'string' }, untilId: { type: 'string' } } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const s = settingsAccountState(ctx.state);
      let list = s.signins.get(me.id);
      if (!list) {
        // The seeded account last signed in when it was last active.
        const at = me.lastActiveDate ?? me.createdAt;
        list = [{ id: s.ids(at), createdAt: at, ip: '127.0.0.1', success: true }];
        s.signins.set(me.id, list);
      }
      return list
        .filter((e) => !ps.untilId || e.id < ps.untilId)
        .slice(-ps.limit)
        .reverse()
        .map((e) => ({ id: e.id, createdAt: new Date(e.createdAt).toISOString(), userId: me.id, ip: e.ip, headers: { 'user-agent': 'Mozilla/5.0' }, success: e.success }));
    },
  }),

  'i/apps': defineEndpoint<{ sort?: string }>({
    requireCredential: true,
    params: { properties: { sort: { type: 'string', enum: ['+createdAt', '-createdAt', '+lastUsedAt', '-lastUsedAt'] } } },
    handler: (ctx) => {
      const me = requireMe(ctx);
      return tokensOf(ctx, me.id)
        .sort((a, b) => b.meta.createdAt - a.meta.createdAt)
        .map((t) => ({
          id: t.meta.id,
          name: t.name,
          createdAt: new Date(t.meta.createdAt).toISOString(),
          lastUsedAt: t.meta.lastUsedAt === null ? null : new Date(t.meta.lastUsedAt).toISOString(),
          permission: [...t.permission],
        }));
    },
  }),

  'i/authorized-apps': defineEndpoint<{ limit: number; offset: number }>({
    requireCredential: true,
    params: { properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 }, offset: { type: 'integer', default: 0 }, sort: { type: 'string' } } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const auth = authState(ctx.state);
      const seen = new Set<string>();
      const out: Array<Record<string, unknown>> = [];
      for (const sess of auth.authSessions.values()) {
        const credential = sess.credential ?? sess.accessToken;
        if (sess.userId !== me.id || !credential || !auth.tokens.has(credential) || seen.has(sess.appId)) continue;
        const app = auth.apps.get(sess.appId);
        if (!app) continue;
        seen.add(app.id);
        out.push({ id: app.id, name: app.name, callbackUrl: app.callbackUrl, permission: [...app.permission] });
      }
      return out.slice(ps.offset, ps.offset + ps.limit);
    },
  }),

  'i/revoke-token': defineEndpoint<{ tokenId?: string; token?: string }>({
    requireCredential: true,
    params: { properties: { tokenId: { type: 'string', format: 'misskey:id' }, token: { type: 'string', nullable: true } }, anyOf: [{ required: ['tokenId'] }, { required: ['token'] }] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const auth = authState(ctx.state);
      const target = tokensOf(ctx, me.id).find((t) => (ps.tokenId ? t.meta.id === ps.tokenId : t.token === ps.token));
      if (!target) throw new ApiError(ERRORS.noSuchToken);
      auth.tokens.delete(target.token);
      if (target.session) auth.miauth.delete(target.session);
      settingsAccountState(ctx.state).tokenMeta.delete(target.token);
      return undefined;
    },
  }),
};
