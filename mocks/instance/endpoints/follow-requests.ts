/** following/requests/* and users/relation. */
import { acceptFollowRequest, cancelFollowRequest, rejectFollowRequest } from '../actions/follow-request';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, invalidParam } from '../errors';
import { isMisskeyId } from '../id';
import { packUserLite } from '../pack/user';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { relationFlags } from '../relations';
import { ID, newestFirst, userOr } from './social-common';

const ERRORS = {
  acceptNoSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: '66ce1645-d66c-46bb-8b79-96739af885bd' },
  noFollowRequest: { message: 'No follow request.', code: 'NO_FOLLOW_REQUEST', id: 'bcde4f8b-0913-4614-8881-614e522fb041' },
  rejectNoSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: 'abc2ffa6-25b2-4380-ba99-321ff3a94555' },
  cancelNoSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: '4e68c551-fc4c-4e46-bb41-7d4a37bf9dab' },
  followRequestNotFound: { message: 'Follow request not found.', code: 'FOLLOW_REQUEST_NOT_FOUND', id: '089b125b-d338-482a-9a09-e2622ac9f8d4' },
};

export const followRequestEndpoints: Record<string, AnyEndpoint> = {
  'following/requests/list': defineEndpoint<PagingParams>({
    requireCredential: true,
    params: { properties: { ...PAGING } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const mine = [...ctx.state.followRequests.values()].filter((r) => r.followeeId === me.id);
      return paginate(newestFirst(mine), ps).flatMap((r) => {
        const follower = ctx.state.users.get(r.followerId);
        return follower ? [{ id: r.id, follower: packUserLite(ctx, follower), followee: packUserLite(ctx, me) }] : [];
      });
    },
  }),

  'following/requests/accept': defineEndpoint<{ userId: string }>({
    requireCredential: true,
    params: { properties: { userId: ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      const follower = userOr(ctx, ps.userId, ERRORS.acceptNoSuchUser);
      if (!acceptFollowRequest(ctx, requireMe(ctx), follower)) throw new ApiError(ERRORS.noFollowRequest);
      return undefined;
    },
  }),

  // The real server answers 204 whether or not there was a request.
  'following/requests/reject': defineEndpoint<{ userId: string }>({
    requireCredential: true,
    params: { properties: { userId: ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      rejectFollowRequest(ctx, requireMe(ctx), userOr(ctx, ps.userId, ERRORS.rejectNoSuchUser));
      return undefined;
    },
  }),

  'following/requests/cancel': defineEndpoint<{ userId: string }>({
    requireCredential: true,
    params: { properties: { userId: ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      const followee = userOr(ctx, ps.userId, ERRORS.cancelNoSuchUser);
      if (!cancelFollowRequest(ctx, requireMe(ctx), followee)) throw new ApiError(ERRORS.followRequestNotFound);
      return packUserLite(ctx, followee);
    },
  }),

  'users/relation': defineEndpoint<{ userId: string | string[] }>({
    requireCredential: true,
    params: { properties: { userId: { type: 'any' } }, required: ['userId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const ids = Array.isArray(ps.userId) ? ps.userId : [ps.userId];
      if (!ids.every((id) => typeof id === 'string' && isMisskeyId(id))) throw invalidParam('#/properties/userId/anyOf', 'must match a schema in anyOf');
      const one = (id: string) => ({ id, ...relationFlags(ctx.state, me.id, id) });
      return Array.isArray(ps.userId) ? ps.userId.map(one) : one(ps.userId);
    },
  }),
};
