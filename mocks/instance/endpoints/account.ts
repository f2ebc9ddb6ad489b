import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { packMe } from '../pack/me';
import { findUserByAcct } from '../state';
import { CLAIMABLE_ACHIEVEMENTS, unlockAchievement } from '../achievements';

const SIGNIN_ERRORS = {
  noSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: '6cc579cc-885d-43d8-95c2-b8c7fc963280', status: 404 },
  suspended: { message: 'This account is suspended.', code: 'SUSPENDED', id: 'e03a5f46-d309-4865-9b69-56282d94e1eb', status: 403 },
  incorrectPassword: { message: 'Incorrect password.', code: 'INCORRECT_PASSWORD', id: '932c904e-9460-45b7-9ce6-7ed33be7eb2c', status: 403 },
};

export const accountEndpoints: Record<string, AnyEndpoint> = {
  i: defineEndpoint({
    requireCredential: true,
    handler: (ctx) => packMe(ctx, requireMe(ctx)),
  }),

  signin: defineEndpoint<{ username: string; password: string }>({
    params: {
      properties: { username: { type: 'string' }, password: { type: 'string' }, token: { type: 'string', nullable: true } },
      required: ['username', 'password'],
    },
    handler: (ctx, ps) => {
      const user = findUserByAcct(ctx.state, ps.username.replace(/^@/, ''), null);
      if (!user || user.token == null) throw new ApiError(SIGNIN_ERRORS.noSuchUser);
      if (user.isSuspended) throw new ApiError(SIGNIN_ERRORS.suspended);
      if (user.password !== ps.password) throw new ApiError(SIGNIN_ERRORS.incorrectPassword);
      user.lastActiveDate = ctx.now();
      return { id: user.id, i: user.token };
    },
  }),

  /** Unlocks a client-claimable achievement (204, also when unlocked already). */
  'i/claim-achievement': defineEndpoint<{ name: string }>({
    requireCredential: true,
    params: { properties: { name: { type: 'string', enum: [...CLAIMABLE_ACHIEVEMENTS] } }, required: ['name'] },
    handler: (ctx, ps) => {
      unlockAchievement(ctx, requireMe(ctx).id, ps.name);
      return undefined;
    },
  }),

  'sw/unregister': defineEndpoint<{ endpoint: string }>({
    params: { properties: { endpoint: { type: 'string' } }, required: ['endpoint'] },
    handler: () => undefined,
  }),
};
