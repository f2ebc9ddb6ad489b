import { unfollow } from '../actions/follow';
import { followOrRequest } from '../actions/follow-request';
import type { CallContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { packNote } from '../pack/note';
import { packUserDetailed, packUserLite } from '../pack/user';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { isBlocking } from '../relations';
import { findUserByAcct, isFollowing, notesNewestFirst } from '../state';
import type { UserRecord } from '../types';
import { canSeeNote, isPureRenote } from '../visibility';

const USER_ID = { type: 'string', format: 'misskey:id' } as const;

const ERRORS = {
  show: { message: 'No such user.', code: 'NO_SUCH_USER', id: '4362f8dc-731f-4ad8-a694-be5a88922a24' },
  notes: { message: 'No such user.', code: 'NO_SUCH_USER', id: '27e494ba-2ac2-48e8-893b-10d4d8c2387b' },
  ff: { message: 'No such user.', code: 'NO_SUCH_USER', id: '27fa5435-88ab-43de-9360-387de88727cd' },
  followNoSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5' },
  followSelf: { message: 'Followee is yourself.', code: 'FOLLOWEE_IS_YOURSELF', id: '26fbe7bb-a331-4857-af17-205b426669a9' },
  alreadyFollowing: { message: 'You are already following that user.', code: 'ALREADY_FOLLOWING', id: '35387507-38c7-4cb9-9197-300b93783fa0' },
  unfollowNoSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: '5b12c78d-2b28-4dca-99d2-f56139b42ff8' },
  unfollowSelf: { message: 'Followee is yourself.', code: 'FOLLOWEE_IS_YOURSELF', id: 'd9e400b9-36b0-4808-b1d8-79e707f1296c' },
  notFollowing: { message: 'You are not following that user.', code: 'NOT_FOLLOWING', id: '5dbf82f5-c92b-40b1-87d1-6c8c0741fd09' },
  blocking: { message: 'You are blocking that user.', code: 'BLOCKING', id: '4e2206ec-aa4f-4960-b865-6c23ac38e2d9' },
  blocked: { message: 'You are blocked by that user.', code: 'BLOCKED', id: 'c4ab57cc-4e41-45e9-bfd9-584f61e35ce0' },
};

function visibleUser(ctx: CallContext, user: UserRecord | undefined): user is UserRecord {
  return user != null && (!user.isSuspended || ctx.me?.isAdmin === true || ctx.me?.isModerator === true);
}

function getUser(ctx: CallContext, ps: { userId?: string; username?: string; host?: string | null }, err: ErrorDef): UserRecord {
  const user = ps.userId != null ? ctx.state.users.get(ps.userId) : ps.username != null ? findUserByAcct(ctx.state, ps.username, ps.host ?? null) : undefined;
  if (!visibleUser(ctx, user)) throw new ApiError(err);
  return user;
}

type UserRef = { userId?: string; username?: string; host?: string | null };
const USER_REF = { userId: USER_ID, username: { type: 'string' }, host: { type: 'string', nullable: true } } as const;

function followList(direction: 'followers' | 'following'): AnyEndpoint {
  return defineEndpoint<UserRef & PagingParams>({
    params: { properties: { ...USER_REF, ...PAGING }, anyOf: [{ required: ['userId'] }, { required: ['username'] }] },
    handler: (ctx, ps) => {
      const user = getUser(ctx, ps, ERRORS.ff);
      const rows = [...ctx.state.follows.entries()]
        .map(([edge, rec]) => {
          const [followerId, followeeId] = edge.split('>') as [string, string];
          return { ...rec, followerId, followeeId };
        })
        .filter((r) => (direction === 'followers' ? r.followeeId === user.id : r.followerId === user.id))
        .sort((a, b) => (a.id < b.id ? 1 : -1));
      return paginate(rows, ps).flatMap((r) => {
        const other = ctx.state.users.get(direction === 'followers' ? r.followerId : r.followeeId);
        if (!other) return [];
        const packed = packUserDetailed(ctx, other, ctx.me);
        return [{
          id: r.id,
          createdAt: new Date(r.createdAt).toISOString(),
          followeeId: r.followeeId,
          followerId: r.followerId,
          ...(direction === 'followers' ? { follower: packed } : { followee: packed }),
        }];
      });
    },
  });
}

export const userEndpoints: Record<string, AnyEndpoint> = {
  'users/show': defineEndpoint<UserRef & { userIds?: string[] }>({
    params: {
      properties: { ...USER_REF, userIds: { type: 'array', uniqueItems: true, items: USER_ID } },
      anyOf: [{ required: ['userId'] }, { required: ['userIds'] }, { required: ['username'] }],
    },
    handler: (ctx, ps) => {
      if (ps.userIds) {
        return ps.userIds
          .map((id) => ctx.state.users.get(id))
          .filter((u) => visibleUser(ctx, u))
          .map((u) => packUserDetailed(ctx, u, ctx.me));
      }
      return packUserDetailed(ctx, getUser(ctx, ps, ERRORS.show), ctx.me);
    },
  }),

  'users/notes': defineEndpoint<PagingParams & { userId: string; includeReplies: boolean; includeMyRenotes: boolean; withFiles: boolean }>({
    params: {
      properties: {
        userId: USER_ID,
        includeReplies: { type: 'boolean', default: true },
        includeMyRenotes: { type: 'boolean', default: true },
        withFiles: { type: 'boolean', default: false },
        excludeNsfw: { type: 'boolean', default: false },
        ...PAGING,
      },
      required: ['userId'],
    },
    handler: (ctx, ps) => {
      const user = getUser(ctx, ps, ERRORS.notes);
      const accept = (n: Parameters<typeof canSeeNote>[2]) =>
        n.userId === user.id &&
        canSeeNote(ctx.state, ctx.me, n) &&
        (ps.includeReplies || n.replyId == null) &&
        (ps.includeMyRenotes || !isPureRenote(n)) &&
        (!ps.withFiles || n.fileIds.length > 0);
      return paginate(notesNewestFirst(ctx.state), ps, accept).map((n) => packNote(ctx, n, ctx.me, { detail: true }));
    },
  }),

  'users/followers': followList('followers'),
  'users/following': followList('following'),

  'following/create': defineEndpoint<{ userId: string }>({
    requireCredential: true,
    params: { properties: { userId: USER_ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      if (ps.userId === me.id) throw new ApiError(ERRORS.followSelf);
      const target = getUser(ctx, ps, ERRORS.followNoSuchUser);
      if (isFollowing(ctx.state, me.id, target.id)) throw new ApiError(ERRORS.alreadyFollowing);
      if (isBlocking(ctx.state, me.id, target.id)) throw new ApiError(ERRORS.blocking);
      if (isBlocking(ctx.state, target.id, me.id)) throw new ApiError(ERRORS.blocked);
      // A locked account gets a follow request instead (actions/follow-request.ts).
      followOrRequest(ctx, me, target);
      return packUserLite(ctx, target);
    },
  }),

  'following/delete': defineEndpoint<{ userId: string }>({
    requireCredential: true,
    params: { properties: { userId: USER_ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      if (ps.userId === me.id) throw new ApiError(ERRORS.unfollowSelf);
      const target = getUser(ctx, ps, ERRORS.unfollowNoSuchUser);
      if (!unfollow(ctx, me, target)) throw new ApiError(ERRORS.notFollowing);
      return packUserLite(ctx, target);
    },
  }),
};
