/** mute/* and blocking/*. */
import { block, mute, purgeExpiredMutings, unblock, unmute } from '../actions/mute-block';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { packUserDetailed } from '../pack/user';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { isBlocking, isMuting } from '../relations';
import { ID, iso, newestFirst, userOr } from './social-common';

const ERRORS = {
  muteNoSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: '6fef56f3-e765-4957-88e5-c6f65329b8a5' },
  muteeIsYourself: { message: 'Mutee is yourself.', code: 'MUTEE_IS_YOURSELF', id: 'a4619cb2-5f23-484b-9301-94c903074e10' },
  alreadyMuting: { message: 'You are already muting that user.', code: 'ALREADY_MUTING', id: '7e7359cb-160c-4956-b08f-4d1c653cd007' },
  unmuteNoSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: 'b851d00b-8ab1-4a56-8b1b-e24187cb48ef' },
  unmuteeIsYourself: { message: 'Mutee is yourself.', code: 'MUTEE_IS_YOURSELF', id: 'f428b029-6b39-4d48-a1d2-cc1ae6dd5cf9' },
  notMuting: { message: 'You are not muting that user.', code: 'NOT_MUTING', id: '5467d020-daa9-4553-81e1-135c0c35a96d' },
  blockNoSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: '7cc4f851-e2f1-4621-9633-ec9e1d00c01e' },
  blockeeIsYourself: { message: 'Blockee is yourself.', code: 'BLOCKEE_IS_YOURSELF', id: '88b19138-f28d-42c0-8499-6a31bbd0fdc6' },
  alreadyBlocking: { message: 'You are already blocking that user.', code: 'ALREADY_BLOCKING', id: '787fed64-acb9-464a-82eb-afbd745b9614' },
  unblockNoSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: '8621d8bf-c358-4303-a066-5ea78610eb3f' },
  unblockeeIsYourself: { message: 'Blockee is yourself.', code: 'BLOCKEE_IS_YOURSELF', id: '06f6fac6-524b-473c-a354-e97a40ae6eac' },
  notBlocking: { message: 'You are not blocking that user.', code: 'NOT_BLOCKING', id: '291b2efa-60c6-45c0-9f6a-045c8f9b02cd' },
};

const LIST_PARAMS = { properties: { ...PAGING, limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 } } } as const;

export const muteBlockEndpoints: Record<string, AnyEndpoint> = {
  'mute/create': defineEndpoint<{ userId: string; expiresAt?: number | null }>({
    requireCredential: true,
    params: { properties: { userId: ID, expiresAt: { type: 'integer', nullable: true } }, required: ['userId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      if (ps.userId === me.id) throw new ApiError(ERRORS.muteeIsYourself);
      const mutee = userOr(ctx, ps.userId, ERRORS.muteNoSuchUser);
      purgeExpiredMutings(ctx);
      if (isMuting(ctx.state, me.id, mutee.id)) throw new ApiError(ERRORS.alreadyMuting);
      // An expiry already in the past is accepted and does nothing, as on the real server.
      if (ps.expiresAt != null && ps.expiresAt <= ctx.now()) return undefined;
      mute(ctx, me, mutee, ps.expiresAt ?? null);
      return undefined;
    },
  }),

  'mute/delete': defineEndpoint<{ userId: string }>({
    requireCredential: true,
    params: { properties: { userId: ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      if (ps.userId === me.id) throw new ApiError(ERRORS.unmuteeIsYourself);
      const mutee = userOr(ctx, ps.userId, ERRORS.unmuteNoSuchUser);
      if (!unmute(ctx, me, mutee)) throw new ApiError(ERRORS.notMuting);
      return undefined;
    },
  }),

  'mute/list': defineEndpoint<PagingParams>({
    requireCredential: true,
    params: LIST_PARAMS,
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      purgeExpiredMutings(ctx);
      const mine = [...ctx.state.mutings.values()].filter((m) => m.muterId === me.id);
      return paginate(newestFirst(mine), ps).flatMap((m) => {
        const mutee = ctx.state.users.get(m.muteeId);
        if (!mutee) return [];
        return [{
          id: m.id,
          createdAt: iso(m.createdAt),
          expiresAt: m.expiresAt != null ? iso(m.expiresAt) : null,
          muteeId: m.muteeId,
          mutee: packUserDetailed(ctx, mutee, me),
        }];
      });
    },
  }),

  'blocking/create': defineEndpoint<{ userId: string }>({
    requireCredential: true,
    params: { properties: { userId: ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      if (ps.userId === me.id) throw new ApiError(ERRORS.blockeeIsYourself);
      const blockee = userOr(ctx, ps.userId, ERRORS.blockNoSuchUser);
      if (isBlocking(ctx.state, me.id, blockee.id)) throw new ApiError(ERRORS.alreadyBlocking);
      block(ctx, me, blockee);
      return packUserDetailed(ctx, blockee, me);
    },
  }),

  'blocking/delete': defineEndpoint<{ userId: string }>({
    requireCredential: true,
    params: { properties: { userId: ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      if (ps.userId === me.id) throw new ApiError(ERRORS.unblockeeIsYourself);
      const blockee = userOr(ctx, ps.userId, ERRORS.unblockNoSuchUser);
      if (!unblock(ctx, me, blockee)) throw new ApiError(ERRORS.notBlocking);
      return packUserDetailed(ctx, blockee, me);
    },
  }),

  'blocking/list': defineEndpoint<PagingParams>({
    requireCredential: true,
    params: LIST_PARAMS,
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const mine = [...ctx.state.blockings.values()].filter((b) => b.blockerId === me.id);
      return paginate(newestFirst(mine), ps).flatMap((b) => {
        const blockee = ctx.state.users.get(b.blockeeId);
        return blockee ? [{ id: b.id, createdAt: iso(b.createdAt), blockeeId: b.blockeeId, blockee: packUserDetailed(ctx, blockee, me) }] : [];
      });
    },
  }),
};
