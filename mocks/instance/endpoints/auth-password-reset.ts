/** Password reset by e-mail: `request-reset-password` mails a code, `reset-password` uses it. */
import { authState, makeCode } from '../auth/state';
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { ApiError, COMMON_ERRORS } from '../errors';
import { findUserByAcct } from '../state';

export const authPasswordResetEndpoints: Record<string, AnyEndpoint> = {
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
};
