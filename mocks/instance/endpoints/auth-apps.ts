/**
 * Tokens for apps: MiAuth (`miauth/gen-token`; its `check` route is in auth.ts) and the legacy app flow
 * (`app/create`, `app/show`, `auth/session/*`, `auth/accept`).
 */
import { authState, grantAppToken, makeCode, type AuthState } from '../auth/state';
import type { CallContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { packUserDetailed } from '../pack/user';

const AUTH_ERRORS = {
  noSuchSession: { message: 'No such session.', code: 'NO_SUCH_SESSION', id: 'bd72c97d-eba7-4adb-a467-f171b8847250', status: 404 },
  pendingSession: { message: 'This session is not completed yet.', code: 'PENDING_SESSION', id: '8c8a4145-02cc-4cca-8e66-29ba60445a8e' },
  noSuchApp: { message: 'No such app.', code: 'NO_SUCH_APP', id: '92f93e63-428e-4f2f-a5a4-39e1407fe998' },
} satisfies Record<string, ErrorDef>;

function strings(v: unknown): string[] {
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  if (typeof v === 'string') return v.split(',').filter(Boolean);
  return [];
}

/** A legacy auth session that has not been used up by `auth/session/userkey` yet. */
function openSession(s: AuthState, token: string) {
  const session = s.authSessions.get(token);
  return session && !session.done ? session : undefined;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const authAppEndpoints: Record<string, AnyEndpoint> = {
  'miauth/gen-token': defineEndpoint<{ session: string | null; name?: string | null; iconUrl?: string | null; permission: string[] }>({
    requireCredential: true,
    params: {
      properties: {
        session: { type: 'string', nullable: true },
        name: { type: 'string', nullable: true },
        description: { type: 'string', nullable: true },
        iconUrl: { type: 'string', nullable: true },
        permission: { type: 'array' },
      },
      required: ['session', 'permission'],
    },
    handler: (ctx: CallContext, ps) => {
      const me = requireMe(ctx);
      const s = authState(ctx.state);
      const token = makeCode(s, '', 32);
      const permission = strings(ps.permission);
      grantAppToken(s, token, me.id, permission);
      // A token made without a session (plugins, the API settings page) is listed like the others but
      // never handed out by `check`.
      const key = ps.session ?? `no-session:${token}`;
      s.miauth.set(key, { userId: me.id, token, name: ps.name ?? null, iconUrl: ps.iconUrl ?? null, permission, fetched: ps.session === null });
      return { token };
    },
  }),

  'app/create': defineEndpoint<{ name: string; description: string; permission: string[]; callbackUrl?: string | null }>({
    params: {
      properties: { name: { type: 'string' }, description: { type: 'string' }, permission: { type: 'array' }, callbackUrl: { type: 'string', nullable: true } },
      required: ['name', 'description', 'permission'],
    },
    handler: (ctx, ps) => {
      const s = authState(ctx.state);
      const app = { id: makeCode(s, 'app', 10), secret: makeCode(s, '', 32), name: ps.name, description: ps.description, permission: strings(ps.permission), callbackUrl: ps.callbackUrl ?? null, createdAt: ctx.now() };
      s.apps.set(app.id, app);
      return { id: app.id, name: app.name, callbackUrl: app.callbackUrl, permission: app.permission, secret: app.secret };
    },
  }),

  'app/show': defineEndpoint<{ appId: string }>({
    params: { properties: { appId: { type: 'string' } }, required: ['appId'] },
    handler: (ctx, ps) => {
      const app = authState(ctx.state).apps.get(ps.appId);
      if (!app) throw new ApiError(AUTH_ERRORS.noSuchApp);
      return { id: app.id, name: app.name, callbackUrl: app.callbackUrl, permission: app.permission };
    },
  }),

  'auth/session/generate': defineEndpoint<{ appSecret: string }>({
    params: { properties: { appSecret: { type: 'string' } }, required: ['appSecret'] },
    handler: (ctx, ps) => {
      const s = authState(ctx.state);
      const app = [...s.apps.values()].find((a) => a.secret === ps.appSecret);
      if (!app) throw new ApiError(AUTH_ERRORS.noSuchApp);
      const token = makeCode(s, '', 32);
      s.authSessions.set(token, { token, appId: app.id, userId: null, accessToken: null, createdAt: ctx.now() });
      return { token, url: `${ctx.origin.replace(/\/$/, '')}/auth/${token}` };
    },
  }),

  'auth/session/show': defineEndpoint<{ token: string }>({
    params: { properties: { token: { type: 'string' } }, required: ['token'] },
    handler: (ctx, ps) => {
      const s = authState(ctx.state);
      const session = openSession(s, ps.token);
      const app = session ? s.apps.get(session.appId) : undefined;
      if (!session || !app) throw new ApiError(AUTH_ERRORS.noSuchSession);
      return { id: session.token, token: session.token, app: { id: app.id, name: app.name, description: app.description, callbackUrl: app.callbackUrl, permission: app.permission } };
    },
  }),

  'auth/accept': defineEndpoint<{ token: string }>({
    requireCredential: true,
    params: { properties: { token: { type: 'string' } }, required: ['token'] },
    handler: async (ctx, ps) => {
      const me = requireMe(ctx);
      const s = authState(ctx.state);
      const session = openSession(s, ps.token);
      const app = session ? s.apps.get(session.appId) : undefined;
      if (!session || !app) throw new ApiError(AUTH_ERRORS.noSuchSession);
      const accessToken = makeCode(s, '', 32);
      session.userId = me.id;
      session.accessToken = accessToken;
      // The credential the app uses is sha256(accessToken + appSecret), hex; it has the app's permissions.
      session.credential = await sha256Hex(accessToken + app.secret);
      grantAppToken(s, session.credential, me.id, app.permission);
      return undefined;
    },
  }),

  'auth/session/userkey': defineEndpoint<{ appSecret: string; token: string }>({
    params: { properties: { appSecret: { type: 'string' }, token: { type: 'string' } }, required: ['appSecret', 'token'] },
    handler: (ctx, ps) => {
      const s = authState(ctx.state);
      const app = [...s.apps.values()].find((a) => a.secret === ps.appSecret);
      if (!app) throw new ApiError(AUTH_ERRORS.noSuchApp);
      const session = openSession(s, ps.token);
      if (!session || session.appId !== app.id) throw new ApiError(AUTH_ERRORS.noSuchSession);
      if (!session.userId || !session.accessToken) throw new ApiError(AUTH_ERRORS.pendingSession);
      const user = ctx.state.users.get(session.userId);
      // The session is used up; its record stays as the app's token (i/apps, i/authorized-apps).
      session.done = true;
      return { accessToken: session.accessToken, user: user ? packUserDetailed(ctx, user, user) : null };
    },
  }),
};
