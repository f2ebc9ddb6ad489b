/** Password sign-in (`signin`) with a TOTP second factor; replaces the simpler one of account.ts. */
import { authState } from '../auth/state';
import { verifyTotp } from '../auth/totp';
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { RawResponse } from '../raw-response';
import { findUserByAcct } from '../state';

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

export const authSigninEndpoints: Record<string, AnyEndpoint> = {
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
};
