/**
 * POST /api/signup with invitation codes, e-mail confirmation and captcha, `signup-pending` and
 * `username/available`. The real server answers `signup` outside the endpoint framework: problems are
 * bare Fastify 400s (empty when registration is closed; `{ statusCode, error, message: 'Error: <CODE>' }`
 * for a taken or invalid username), success is the new account (MeDetailed) with its `token`.
 */
import { adminState } from '../admin/admin-state';
import { authState, makeCode } from '../auth/state';
import type { InstanceContext } from '../context';
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { ApiError, COMMON_ERRORS } from '../errors';
import { newLocalUser } from '../new-users';
import { packMe } from '../pack/me';
import { RawResponse } from '../raw-response';
import { findUserByAcct } from '../state';
import type { UserRecord } from '../types';

const USERNAME = /^\w{1,20}$/;

function signupError(code: string): RawResponse {
  return new RawResponse(400, { statusCode: 400, error: 'Bad Request', message: `Error: ${code}` });
}

/** A new local account with a random native token. */
function createLocalUser(ctx: InstanceContext, username: string, password: string): UserRecord {
  return newLocalUser(ctx, { username, password }, () => makeCode(authState(ctx.state), '', 16));
}

const CAPTCHA_PARAM = { hcaptcha: 'hcaptcha-response', recaptcha: 'g-recaptcha-response', turnstile: 'turnstile-response' } as const;

/** The captcha the server asks for at sign-up (admin settings), if any. */
function requiredCaptcha(ctx: InstanceContext): keyof typeof CAPTCHA_PARAM | null {
  const m = adminState(ctx.state).meta;
  if (m.enableHcaptcha) return 'hcaptcha';
  if (m.enableRecaptcha) return 'recaptcha';
  if (m.enableTurnstile) return 'turnstile';
  return null;
}

export const authSignupEndpoints: Record<string, AnyEndpoint> = {
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
};
