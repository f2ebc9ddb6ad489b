/**
 * Sign-in and account flows as Misskey 13.14 serves them: MiAuth (`miauth/gen-token`, and
 * `POST /api/miauth/{session}/check` through authRawRoute), the legacy app flow (`app/create`,
 * `auth/session/*`, `auth/accept`), password sign-in with a TOTP second factor, sign-up with
 * invitation codes, e-mail confirmation and captcha, `signup-pending`, password reset,
 * `username/available`, push subscriptions (`sw/*`) and `GET /api/verify-email/{code}`.
 * `signin`, `signup` and `sw/unregister` replace the simpler versions in account.ts / signup.ts
 * (this table is spread after theirs).
 */
import { adminState } from '../admin/admin-state';
import { authState, grantAppToken, makeCode, type AuthState } from '../auth/state';
import { verifyTotp } from '../auth/totp';
import type { CallContext, InstanceContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, COMMON_ERRORS, type ErrorDef } from '../errors';
import type { MockResponse } from '../handle';
import { packMe } from '../pack/me';
import { packUserDetailed } from '../pack/user';
import { hashString } from '../prng';
import { RawResponse } from '../raw-response';
import { findUserByAcct } from '../state';
import type { UserRecord } from '../types';
import { userDefaults } from '../user-defaults';

const USERNAME = /^\w{1,20}$/;

const SIGNIN_ERRORS = {
  noSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: '6cc579cc-885d-43d8-95c2-b8c7fc963280', status: 404 },
  suspended: { message: 'This account is suspended.', code: 'SUSPENDED', id: 'e03a5f46-d309-4865-9b69-56282d94e1eb', status: 403 },
  incorrectPassword: { message: 'Incorrect password.', code: 'INCORRECT_PASSWORD', id: '932c904e-9460-45b7-9ce6-7ed33be7eb2c', status: 403 },
} satisfies Record<string, ErrorDef>;

/** The real signin answers its second-factor failures as `{ error: { id } }` only. */
export const SIGNIN_2FA_IDS = {
  /** Two-factor is on, no code was sent and the account has no security key: ask for the TOTP code. */
  codeRequired: 'f27fd449-9af4-4841-9249-1f989b9fa4a4',
  /** The TOTP code was wrong. */
  invalidCode: 'cdf1235b-ac71-46d4-a3a6-84ccce48df6f',
} as const;

const AUTH_ERRORS = {
  noSuchSession: { message: 'No such session.', code: 'NO_SUCH_SESSION', id: 'bd72c97d-eba7-4adb-a467-f171b8847250', status: 404 },
  pendingSession: { message: 'This session is not completed yet.', code: 'PENDING_SESSION', id: '8c8a4145-02cc-4cca-8e66-29ba60445a8e' },
  noSuchApp: { message: 'No such app.', code: 'NO_SUCH_APP', id: '92f93e63-428e-4f2f-a5a4-39e1407fe998' },
} satisfies Record<string, ErrorDef>;

function signupError(code: string): RawResponse {
  return new RawResponse(400, { statusCode: 400, error: 'Bad Request', message: `Error: ${code}` });
}

function strings(v: unknown): string[] {
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  if (typeof v === 'string') return v.split(',').filter(Boolean);
  return [];
}

function createLocalUser(ctx: InstanceContext, username: string, password: string): UserRecord {
  const state = ctx.state;
  const at = ctx.now();
  const taken = new Set([...state.users.values()].map((u) => u.token));
  let token = makeCode(authState(state), '', 16);
  while (taken.has(token)) token = makeCode(authState(state), '', 16);
  const user: UserRecord = {
    id: state.ids.user(at),
    username,
    host: null,
    name: null,
    description: null,
    password,
    token,
    createdAt: at,
    updatedAt: null,
    lastActiveDate: at,
    ...userDefaults(),
    hue: hashString(username) % 360,
  };
  state.users.set(user.id, user);
  return user;
}

const CAPTCHA_PARAM = { hcaptcha: 'hcaptcha-response', recaptcha: 'g-recaptcha-response', turnstile: 'turnstile-response' } as const;

/** A legacy auth session that has not been used up by `auth/session/userkey` yet. */
function openSession(s: AuthState, token: string) {
  const session = s.authSessions.get(token);
  return session && !session.done ? session : undefined;
}

function grantOf(s: AuthState, session: string) {
  return s.miauth.get(session);
}

export const authEndpoints: Record<string, AnyEndpoint> = {
  signin: defineEndpoint<{ username: string; password: string; token?: string | null }>({
    params: {
      properties: { username: { type: 'string' }, password: { type: 'string' }, token: { type: 'string', nullable: true } },
      required: ['username', 'password'],
    },
    handler: async (ctx, ps) => {
      const user = findUserByAcct(ctx.state, ps.username.replace(/^@/, ''), null);
      if (!user || user.token == null) throw new ApiError(SIGNIN_ERRORS.noSuchUser);
      if (user.isSuspended) throw new ApiError(SIGNIN_ERRORS.suspended);
      const same = user.password === ps.password;
      const secret = authState(ctx.state).totpSecrets.get(user.id);
      if (secret) {
        if (!same) throw new RawResponse(403, { error: { id: SIGNIN_ERRORS.incorrectPassword.id } });
        if (!ps.token) throw new RawResponse(403, { error: { id: SIGNIN_2FA_IDS.codeRequired } });
        if (!(await verifyTotp(secret, ps.token, ctx.now()))) throw new RawResponse(403, { error: { id: SIGNIN_2FA_IDS.invalidCode } });
      } else if (!same) {
        throw new ApiError(SIGNIN_ERRORS.incorrectPassword);
      }
      user.lastActiveDate = ctx.now();
      return { id: user.id, i: user.token };
    },
  }),

  'username/available': defineEndpoint<{ username: string }>({
    params: { properties: { username: { type: 'string' } }, required: ['username'] },
    handler: (ctx, ps) => {
      const pending = [...authState(ctx.state).pendingSignups.values()].some((p) => p.username.toLowerCase() === ps.username.toLowerCase());
      return { available: !findUserByAcct(ctx.state, ps.username, null) && !pending };
    },
  }),

  signup: defineEndpoint<Record<string, unknown>>({
    handler: (ctx, ps) => {
      const s = authState(ctx.state);
      const cfg = s.config;
      const captcha = requiredCaptcha(ctx);
      if (captcha) {
        const answer = ps[CAPTCHA_PARAM[captcha]];
        if (typeof answer !== 'string' || answer === '') throw signupError(`FAILED_${captcha.toUpperCase()}`);
      }
      const invitationCode = typeof ps.invitationCode === 'string' ? ps.invitationCode : null;
      if (ctx.state.meta.disableRegistration) {
        // Closed registration: only a valid invitation code gets in (an empty 400 otherwise, as the real server).
        if (!invitationCode || !s.invitationCodes.has(invitationCode)) throw new RawResponse(400, undefined);
      }
      const email = typeof ps.emailAddress === 'string' ? ps.emailAddress.trim() : '';
      if (cfg.emailRequiredForSignup && !/^[^@\s]+@[^@\s]+$/.test(email)) throw new RawResponse(400, undefined);
      const { username, password } = ps;
      if (typeof username !== 'string' || !USERNAME.test(username)) throw signupError('INVALID_USERNAME');
      if (typeof password !== 'string' || password === '') throw signupError('INVALID_PASSWORD');
      const pendingTaken = [...s.pendingSignups.values()].some((p) => p.username.toLowerCase() === username.toLowerCase());
      if (findUserByAcct(ctx.state, username, null) || pendingTaken) throw signupError('DUPLICATED_USERNAME');
      if (invitationCode && ctx.state.meta.disableRegistration) s.invitationCodes.delete(invitationCode);
      if (cfg.emailRequiredForSignup) {
        const code = makeCode(s, 'signup');
        s.pendingSignups.set(code, { code, username, password, email, createdAt: ctx.now() });
        s.mailbox.push({ to: email, kind: 'signup', code, username });
        return undefined; // 204: the confirmation link went out by e-mail
      }
      const user = createLocalUser(ctx, username, password);
      if (email) s.emails.set(user.id, email);
      return { ...packMe(ctx, user), token: user.token };
    },
  }),

  'signup-pending': defineEndpoint<{ code: string }>({
    params: { properties: { code: { type: 'string' } }, required: ['code'] },
    handler: (ctx, ps) => {
      const s = authState(ctx.state);
      const pending = s.pendingSignups.get(ps.code);
      if (!pending) throw new ApiError(COMMON_ERRORS.internal, { e: { message: 'No pending sign-up for this code.' } });
      s.pendingSignups.delete(ps.code);
      const user = createLocalUser(ctx, pending.username, pending.password);
      s.emails.set(user.id, pending.email);
      return { id: user.id, i: user.token };
    },
  }),

  'request-reset-password': defineEndpoint<{ username: string; email: string }>({
    params: { properties: { username: { type: 'string' }, email: { type: 'string' } }, required: ['username', 'email'] },
    handler: (ctx, ps) => {
      const s = authState(ctx.state);
      const user = findUserByAcct(ctx.state, ps.username.replace(/^@/, ''), null);
      // Always 204: the answer does not tell whether the account or address exists.
      if (user && s.emails.get(user.id)?.toLowerCase() === ps.email.trim().toLowerCase()) {
        const code = makeCode(s, 'reset');
        s.resetTokens.set(code, { userId: user.id, expiresAt: ctx.now() + 30 * 60_000 });
        s.mailbox.push({ to: ps.email, kind: 'reset', code, username: user.username });
      }
      return undefined;
    },
  }),

  'reset-password': defineEndpoint<{ token: string; password: string }>({
    params: { properties: { token: { type: 'string' }, password: { type: 'string' } }, required: ['token', 'password'] },
    handler: (ctx, ps) => {
      const s = authState(ctx.state);
      const req = s.resetTokens.get(ps.token);
      const user = req ? ctx.state.users.get(req.userId) : undefined;
      // The real server fails an unknown or expired token as an internal error.
      if (!req || !user || req.expiresAt < ctx.now()) throw new ApiError(COMMON_ERRORS.internal, { e: { message: 'No such reset request.' } });
      s.resetTokens.delete(ps.token);
      user.password = ps.password;
      return undefined;
    },
  }),

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

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The meta fields this area decides (spread over the base meta answer). */
export function authMetaFields(ctx: InstanceContext): Record<string, unknown> {
  const c = authState(ctx.state).config;
  // Captcha and the terms URL come from the admin settings (admin/update-meta, admin-state.ts).
  return { emailRequiredForSignup: c.emailRequiredForSignup, swPublickey: c.swPublickey, enableServiceWorker: c.swPublickey !== null };
}

/** The captcha the server asks for at sign-up (admin settings), if any. */
function requiredCaptcha(ctx: InstanceContext): keyof typeof CAPTCHA_PARAM | null {
  const m = adminState(ctx.state).meta;
  if (m.enableHcaptcha) return 'hcaptcha';
  if (m.enableRecaptcha) return 'recaptcha';
  if (m.enableTurnstile) return 'turnstile';
  return null;
}

/**
 * Routes outside the endpoint table: `POST /api/miauth/{session}/check` (no body, no credential:
 * `{ ok: false }` before approval, `{ ok: true, token, user }` once, then `{ ok: false }` again) and
 * `GET /api/verify-email/{code}` (200 or 404). Null when the path is not one of them.
 */
export function authRawRoute(ctx: InstanceContext, method: string, apiPath: string): MockResponse | null {
  const check = /^miauth\/([^/]+)\/check$/.exec(apiPath);
  if (check && method === 'POST') {
    const s = authState(ctx.state);
    const grant = grantOf(s, decodeURIComponent(check[1]!));
    const user = grant ? ctx.state.users.get(grant.userId) : undefined;
    if (!grant || grant.fetched || !user) return { status: 200, body: { ok: false } };
    grant.fetched = true;
    return { status: 200, body: JSON.parse(JSON.stringify({ ok: true, token: grant.token, user: packUserDetailed(ctx, user, null) })) };
  }
  const verify = /^verify-email\/([^/]+)$/.exec(apiPath);
  if (verify && (method === 'GET' || method === 'HEAD')) {
    const s = authState(ctx.state);
    const code = decodeURIComponent(verify[1]!);
    const userId = s.emailVerifyCodes.get(code);
    if (!userId) return { status: 404, body: undefined };
    s.emailVerifyCodes.delete(code);
    return { status: 200, body: undefined };
  }
  return null;
}
