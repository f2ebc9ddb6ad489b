/** Two-factor TOTP: i/2fa/register → i/2fa/done (the secret is shared with the sign-in flow) and i/2fa/unregister. */
import { authState, makeCode } from '../auth/state';
import { verifyTotp } from '../auth/totp';
import { publishMain } from '../actions/streams';
import { localHostOf } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { securityKeyState } from '../security-keys';
import { checkPassword, packMeWithExtras, settingsAccountState } from './settings-account-state';

const ERRORS = {
  twoFactorNotStarted: { message: '2fa not started.', code: 'TWO_FACTOR_NOT_STARTED', id: '5a3a4f0e-3f2a-4b1e-9d8a-0c6b7e1f2a3b' },
  invalidToken: { message: 'Invalid token.', code: 'INVALID_TOKEN', id: '2f1a6b8e-9c4d-4e3f-8a7b-6c5d4e3f2a1b' },
} satisfies Record<string, ErrorDef>;

const base32 = (bytes: Uint8Array) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
};

export const settingsTwoFactorEndpoints: Record<string, AnyEndpoint> = {
  'i/2fa/register': defineEndpoint<{ password: string }>({
    requireCredential: true,
    params: { properties: { password: { type: 'string' }, token: { type: 'string', nullable: true } }, required: ['password'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      checkPassword(me, ps.password);
      const bytes = new Uint8Array(20);
      crypto.getRandomValues(bytes);
      const secret = base32(bytes);
      settingsAccountState(ctx.state).pendingTotp.set(me.id, secret);
      const issuer = localHostOf(ctx);
      const label = `${me.username}@${issuer}`;
      const url = `otpauth://totp/${encodeURIComponent(label)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
      return { url, secret, label, issuer };
    },
  }),

  'i/2fa/done': defineEndpoint<{ token: string }>({
    requireCredential: true,
    params: { properties: { token: { type: 'string' } }, required: ['token'] },
    handler: async (ctx, ps) => {
      const me = requireMe(ctx);
      const s = settingsAccountState(ctx.state);
      const secret = s.pendingTotp.get(me.id);
      if (!secret) throw new ApiError(ERRORS.twoFactorNotStarted);
      if (!(await verifyTotp(secret, ps.token, ctx.now()))) throw new ApiError(ERRORS.invalidToken);
      s.pendingTotp.delete(me.id);
      authState(ctx.state).totpSecrets.set(me.id, secret);
      const auth = authState(ctx.state);
      const codes = Array.from({ length: 5 }, () => makeCode(auth, '', 8).toUpperCase());
      s.backupCodes.set(me.id, codes);
      publishMain(ctx, me.id, 'meUpdated', packMeWithExtras(ctx, me));
      return { backupCodes: codes };
    },
  }),

  'i/2fa/unregister': defineEndpoint<{ password: string }>({
    requireCredential: true,
    params: { properties: { password: { type: 'string' }, token: { type: 'string', nullable: true } }, required: ['password'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      checkPassword(me, ps.password);
      authState(ctx.state).totpSecrets.delete(me.id);
      settingsAccountState(ctx.state).backupCodes.delete(me.id);
      // Like the real server, turning two-factor off also turns password-less sign-in off.
      securityKeyState(ctx.state).passwordLess.delete(me.id);
      publishMain(ctx, me.id, 'meUpdated', packMeWithExtras(ctx, me));
      return undefined;
    },
  }),
};
