/** users/lists/* and notes/user-list-timeline. */
import type { CallContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { packNote } from '../pack/note';
import { packUserList } from '../pack/user-list';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { userPolicies } from '../policies';
import { isBlocking, isHiddenByRelations } from '../relations';
import { notesNewestFirst } from '../state';
import type { UserListRecord } from '../types-social';
import { canSeeNote, isPureRenote } from '../visibility';
import { ID, userOr } from './social-common';

const ERRORS = {
  tooManyUserLists: { message: 'You cannot create user list any more.', code: 'TOO_MANY_USERLISTS', id: '0cf21a28-7715-4f39-a20d-777bfdb8d138' },
  deleteNoSuchList: { message: 'No such list.', code: 'NO_SUCH_LIST', id: '78436795-db79-42f5-b1e2-55ea2cf19166' },
  showNoSuchList: { message: 'No such list.', code: 'NO_SUCH_LIST', id: '7bc05c21-1d7a-41ae-88f1-66820f4dc686' },
  updateNoSuchList: { message: 'No such list.', code: 'NO_SUCH_LIST', id: '796666fe-3dff-4d39-becb-8a5932c1d5b7' },
  pushNoSuchList: { message: 'No such list.', code: 'NO_SUCH_LIST', id: '2214501d-ac96-4049-b717-91e42272a711' },
  pushNoSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: 'a89abd3d-f0bc-4cce-beb1-2f446f4f1e6a' },
  alreadyAdded: { message: 'That user has already been added to that list.', code: 'ALREADY_ADDED', id: '1de7c884-1595-49e9-857e-61f12f4d4fc5' },
  pushBlocked: { message: 'You cannot push this user because you have been blocked by this user.', code: 'YOU_HAVE_BEEN_BLOCKED', id: '990232c5-3f9d-4d83-9f3f-ef27b6332a4b' },
  tooManyUsers: { message: 'You can not push users any more.', code: 'TOO_MANY_USERS', id: '2dd9752e-a338-413d-8eec-41814430989b' },
  pullNoSuchList: { message: 'No such list.', code: 'NO_SUCH_LIST', id: '7f44670e-ab16-43b8-b4c1-ccd2ee89cc02' },
  pullNoSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: '588e7f72-c744-4a61-b180-d354e912bda2' },
  timelineNoSuchList: { message: 'No such list.', code: 'NO_SUCH_LIST', id: '8fb1fbd5-e476-4c37-9fb0-43d55b63a2ff' },
};

const NAME = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** One of the caller's own lists, or the endpoint's NO_SUCH_LIST. */
function ownList(ctx: CallContext, listId: string, notFound: ErrorDef): UserListRecord {
  const list = ctx.state.userLists.get(listId);
  if (!list || list.userId !== requireMe(ctx).id) throw new ApiError(notFound);
  return list;
}

interface TimelineParams extends PagingParams {
  listId: string;
  includeMyRenotes: boolean;
  withFiles: boolean;
  withRenotes: boolean;
}

export const listEndpoints: Record<string, AnyEndpoint> = {
  'users/lists/create': defineEndpoint<{ name: string }>({
    requireCredential: true,
    params: { properties: { name: NAME }, required: ['name'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const count = [...ctx.state.userLists.values()].filter((l) => l.userId === me.id).length;
      if (count >= userPolicies(ctx.state, me).userListLimit) throw new ApiError(ERRORS.tooManyUserLists);
      const at = ctx.now();
      const list: UserListRecord = { id: ctx.state.socialIds.userList(at), createdAt: at, userId: me.id, name: ps.name, isPublic: false, userIds: [] };
      ctx.state.userLists.set(list.id, list);
      return packUserList(list);
    },
  }),

  'users/lists/delete': defineEndpoint<{ listId: string }>({
    requireCredential: true,
    params: { properties: { listId: ID }, required: ['listId'] },
    handler: (ctx, ps) => {
      const list = ownList(ctx, ps.listId, ERRORS.deleteNoSuchList);
      ctx.state.userLists.delete(list.id);
      for (const antenna of ctx.state.antennas.values()) if (antenna.userListId === list.id) antenna.userListId = null;
      return undefined;
    },
  }),

  'users/lists/list': defineEndpoint<{ userId?: string }>({
    params: { properties: { userId: ID } },
    handler: (ctx, ps) => {
      const ownerId = ps.userId ?? requireMe(ctx).id;
      const mine = ownerId === ctx.me?.id;
      return [...ctx.state.userLists.values()]
        .filter((l) => l.userId === ownerId && (mine || l.isPublic))
        .map(packUserList);
    },
  }),

  'users/lists/show': defineEndpoint<{ listId: string; forPublic: boolean }>({
    params: { properties: { listId: ID, forPublic: { type: 'boolean', default: false } }, required: ['listId'] },
    handler: (ctx, ps) => {
      const list = ctx.state.userLists.get(ps.listId);
      const allowed = list != null && (list.userId === ctx.me?.id || (ps.forPublic && list.isPublic));
      if (!allowed) throw new ApiError(ERRORS.showNoSuchList);
      return { ...packUserList(list), ...(ps.forPublic ? { likedCount: 0, isLiked: false } : {}) };
    },
  }),

  'users/lists/update': defineEndpoint<{ listId: string; name?: string; isPublic?: boolean }>({
    requireCredential: true,
    params: { properties: { listId: ID, name: NAME, isPublic: { type: 'boolean' } }, required: ['listId'] },
    handler: (ctx, ps) => {
      const list = ownList(ctx, ps.listId, ERRORS.updateNoSuchList);
      if (ps.name !== undefined) list.name = ps.name;
      if (ps.isPublic !== undefined) list.isPublic = ps.isPublic;
      return packUserList(list);
    },
  }),

  'users/lists/push': defineEndpoint<{ listId: string; userId: string }>({
    requireCredential: true,
    params: { properties: { listId: ID, userId: ID }, required: ['listId', 'userId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const list = ownList(ctx, ps.listId, ERRORS.pushNoSuchList);
      const user = userOr(ctx, ps.userId, ERRORS.pushNoSuchUser);
      if (user.id !== me.id && isBlocking(ctx.state, user.id, me.id)) throw new ApiError(ERRORS.pushBlocked);
      if (list.userIds.includes(user.id)) throw new ApiError(ERRORS.alreadyAdded);
      if (list.userIds.length >= userPolicies(ctx.state, me).userEachUserListsLimit) throw new ApiError(ERRORS.tooManyUsers);
      list.userIds.push(user.id);
      return undefined;
    },
  }),

  'users/lists/pull': defineEndpoint<{ listId: string; userId: string }>({
    requireCredential: true,
    params: { properties: { listId: ID, userId: ID }, required: ['listId', 'userId'] },
    handler: (ctx, ps) => {
      const list = ownList(ctx, ps.listId, ERRORS.pullNoSuchList);
      const user = userOr(ctx, ps.userId, ERRORS.pullNoSuchUser);
      list.userIds = list.userIds.filter((id) => id !== user.id);
      return undefined;
    },
  }),

  'notes/user-list-timeline': defineEndpoint<TimelineParams>({
    requireCredential: true,
    params: {
      properties: {
        listId: ID,
        ...PAGING,
        includeMyRenotes: { type: 'boolean', default: true },
        includeRenotedMyNotes: { type: 'boolean', default: true },
        includeLocalRenotes: { type: 'boolean', default: true },
        withReplies: { type: 'boolean', default: false },
        withRenotes: { type: 'boolean', default: true },
        withFiles: { type: 'boolean', default: false },
      },
      required: ['listId'],
    },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const list = ownList(ctx, ps.listId, ERRORS.timelineNoSuchList);
      const members = new Set(list.userIds);
      const accept = (n: Parameters<typeof canSeeNote>[2]) =>
        members.has(n.userId) &&
        canSeeNote(ctx.state, me, n) &&
        !isHiddenByRelations(ctx.state, me, n) &&
        (!ps.withFiles || n.fileIds.length > 0) &&
        (ps.withRenotes || !isPureRenote(n)) &&
        (ps.includeMyRenotes || !(n.userId === me.id && isPureRenote(n)));
      return paginate(notesNewestFirst(ctx.state), ps, accept).map((n) => packNote(ctx, n, me, { detail: true }));
    },
  }),
};
