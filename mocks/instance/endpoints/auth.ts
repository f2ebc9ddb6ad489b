/**
 * Sign-in and account flows as Misskey 13.14 serves them, one concept a module: password sign-in with
 * a TOTP second factor (auth-signin.ts), sign-up with invitation codes, e-mail confirmation and
 * captcha, `signup-pending` and `username/available` (auth-signup.ts), password reset
 * (auth-password-reset.ts), MiAuth and the legacy app flow (auth-apps.ts) and push subscriptions
 * (auth-push.ts). This file wires the area in: its endpoint table, its routes outside the table
 * (`POST /api/miauth/{session}/check`, `GET /api/verify-email/{code}`) and its meta fields.
 * `signin` and `sw/unregister` replace the simpler versions in account.ts
 * (this table is spread after theirs).
 */
import { authState, type AuthState } from '../auth/state';
import type { InstanceContext } from '../context';
import type { AnyEndpoint } from '../endpoint';
import type { MockResponse } from '../handle';
import { packUserDetailed } from '../pack/user';
import { authAppEndpoints } from './auth-apps';
import { authPasswordResetEndpoints } from './auth-password-reset';
import { authPushEndpoints } from './auth-push';
import { authSigninEndpoints } from './auth-signin';
import { authSignupEndpoints } from './auth-signup';

export const authEndpoints: Record<string, AnyEndpoint> = {
  ...authSigninEndpoints,
  ...authSignupEndpoints,
  ...authPasswordResetEndpoints,
  ...authAppEndpoints,
  ...authPushEndpoints,
};

function grantOf(s: AuthState, session: string) {
  return s.miauth.get(session);
}

/** The meta fields this area decides (spread over the base meta answer). */
export function authMetaFields(ctx: InstanceContext): Record<string, unknown> {
  const c = authState(ctx.state).config;
  // Captcha and the terms URL come from the admin settings (admin/update-meta, admin-state.ts).
  return { emailRequiredForSignup: c.emailRequiredForSignup, swPublickey: c.swPublickey, enableServiceWorker: c.swPublickey !== null };
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
