/**
 * Control actions for sign-in and the account flows (merged into /__mock/<action> in control.ts):
 * `auth {emailRequiredForSignup?, swPublickey?}` (returns the config; captcha and terms are admin settings),
 * `totp {username, secret?}` (turns two-factor on; `secret: null` turns it off) → `{secret}`,
 * `invite {code?}` → `{code}`, `mailbox` → the mails sent (sign-up confirmations, e-mail checks, resets),
 * `emailVerify {username, email?}` → `{code}`, `pushSubscriptions` → the registered push subscriptions.
 */
import { authState, makeCode } from './auth/state';
import type { ControlHost } from './control';
import { ApiError, invalidParam, type ErrorDef } from './errors';
import { findUserByAcct } from './state';

const NO_SUCH_USER: ErrorDef = { message: 'No such user.', code: 'NO_SUCH_USER', id: 'mock-no-such-user', status: 404 };
/** A fixed base32 secret, so tests can compute codes without reading it back. */
export const DEFAULT_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

function userOf(host: ControlHost, p: Record<string, unknown>) {
  const name = p.username;
  if (typeof name !== 'string' || name === '') throw invalidParam('username', 'must be a non-empty string');
  const user = findUserByAcct(host.ctx().state, name.replace(/^@/, ''), null);
  if (!user) throw new ApiError(NO_SUCH_USER);
  return user;
}

type Action = (host: ControlHost, params: Record<string, unknown>) => unknown;

export const AUTH_CONTROL_ACTIONS: Record<string, Action> = {
  auth: (host, p) => {
    const c = authState(host.ctx().state).config;
    if (typeof p.emailRequiredForSignup === 'boolean') c.emailRequiredForSignup = p.emailRequiredForSignup;
    if (p.swPublickey === null || typeof p.swPublickey === 'string') c.swPublickey = p.swPublickey as string | null;
    return { ...c };
  },
  totp: (host, p) => {
    const user = userOf(host, p);
    const s = authState(host.ctx().state);
    if (p.secret === null) {
      s.totpSecrets.delete(user.id);
      return { secret: null };
    }
    const secret = typeof p.secret === 'string' && p.secret !== '' ? p.secret.toUpperCase() : DEFAULT_TOTP_SECRET;
    s.totpSecrets.set(user.id, secret);
    return { secret };
  },
  invite: (host, p) => {
    const s = authState(host.ctx().state);
    const code = typeof p.code === 'string' && p.code !== '' ? p.code : makeCode(s, '', 10);
    s.invitationCodes.add(code);
    return { code };
  },
  mailbox: (host) => [...authState(host.ctx().state).mailbox],
  emailVerify: (host, p) => {
    const user = userOf(host, p);
    const s = authState(host.ctx().state);
    const code = makeCode(s, 'verify');
    s.emailVerifyCodes.set(code, user.id);
    const to = typeof p.email === 'string' ? p.email : (s.emails.get(user.id) ?? `${user.username}@mock.example`);
    s.emails.set(user.id, to);
    s.mailbox.push({ to, kind: 'verify', code, username: user.username });
    return { code };
  },
  pushSubscriptions: (host) => [...authState(host.ctx().state).push.values()],
};
