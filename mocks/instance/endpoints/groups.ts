/** User groups and invitations (Misskey 12 API, used by group messaging). */
import { createGroup, inviteToGroup } from '../actions/groups';
import type { CallContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { packGroupInvitation, packUserGroup } from '../pack/group';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import type { GroupInvitationRecord, UserGroupRecord, UserRecord } from '../types';

const ID = { type: 'string', format: 'misskey:id' } as const;

const E = {
  deleteNoSuchGroup: { message: 'No such group.', code: 'NO_SUCH_GROUP', id: '63dbd64c-cd77-413f-8e08-61781e210b38' },
  showNoSuchGroup: { message: 'No such group.', code: 'NO_SUCH_GROUP', id: 'ea04751e-9b7e-487b-a509-330fb6bd6b9b' },
  updateNoSuchGroup: { message: 'No such group.', code: 'NO_SUCH_GROUP', id: '9081cda3-7a9e-4fac-a6ce-908d70f282f6' },
  inviteNoSuchGroup: { message: 'No such group.', code: 'NO_SUCH_GROUP', id: '583f8bc0-8eee-4b78-9299-1e14fc91e409' },
  inviteNoSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: 'da52de61-002c-475b-90e1-ba64f9cf13a8' },
  alreadyAdded: { message: 'That user has already been added to that group.', code: 'ALREADY_ADDED', id: '7e35c6a0-39b2-4488-aea6-6ee20bd5da2c' },
  alreadyInvited: { message: 'That user has already been invited to that group.', code: 'ALREADY_INVITED', id: 'ee0f58b4-b529-4d13-b761-b9a3e69f97e6' },
  transferNoSuchGroup: { message: 'No such group.', code: 'NO_SUCH_GROUP', id: '8e31d36b-2f88-4ccd-a438-e2d78a9162db' },
  transferNoSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: '711f7ebb-bbb9-4dfa-b540-b27809fed5e9' },
  noSuchGroupMember: { message: 'No such group member.', code: 'NO_SUCH_GROUP_MEMBER', id: 'd31bebee-196d-42c2-9a3e-9474d4be6cc4' },
  pullNoSuchGroup: { message: 'No such group.', code: 'NO_SUCH_GROUP', id: '4662487c-05b1-4b78-86e5-fd46998aba74' },
  pullNoSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: '0b5cc374-3681-41da-861e-8bc1146f7a55' },
  isOwner: { message: 'The user is the owner.', code: 'IS_OWNER', id: '1546eed5-4414-4dea-81c1-b0aec4f6d2af' },
  leaveNoSuchGroup: { message: 'No such group.', code: 'NO_SUCH_GROUP', id: '62780270-1f67-5dc0-daca-3eb510612e31' },
  youAreOwner: { message: 'Your are the owner.', code: 'YOU_ARE_OWNER', id: 'b6d6e0c2-ef8a-9bb8-653d-79f4a3107c69' },
  acceptNoSuchInvitation: { message: 'No such invitation.', code: 'NO_SUCH_INVITATION', id: '98c11eca-c890-4f42-9806-c8c8303ebb5e' },
  rejectNoSuchInvitation: { message: 'No such invitation.', code: 'NO_SUCH_INVITATION', id: 'ad7471d4-2cd9-44b4-ac68-e7136b4ce656' },
} satisfies Record<string, ErrorDef>;

function ownedGroup(ctx: CallContext, groupId: string, err: ErrorDef): UserGroupRecord {
  const group = ctx.state.groups.get(groupId);
  if (!group || group.ownerId !== requireMe(ctx).id) throw new ApiError(err);
  return group;
}

function someUser(ctx: CallContext, userId: string, err: ErrorDef): UserRecord {
  const user = ctx.state.users.get(userId);
  if (!user) throw new ApiError(err);
  return user;
}

function myInvitation(ctx: CallContext, invitationId: string, err: ErrorDef): GroupInvitationRecord {
  const invitation = ctx.state.groupInvitations.get(invitationId);
  if (!invitation || invitation.userId !== requireMe(ctx).id) throw new ApiError(err);
  return invitation;
}

function groupsNewestFirst(ctx: CallContext, accept: (g: UserGroupRecord) => boolean) {
  return [...ctx.state.groups.values()].filter(accept).sort((a, b) => (a.id < b.id ? 1 : -1)).map((g) => packUserGroup(ctx, g));
}

export const groupEndpoints: Record<string, AnyEndpoint> = {
  'users/groups/create': defineEndpoint<{ name: string }>({
    requireCredential: true,
    params: { properties: { name: { type: 'string', minLength: 1, maxLength: 100 } }, required: ['name'] },
    handler: (ctx, ps) => packUserGroup(ctx, createGroup(ctx, requireMe(ctx), ps.name, ctx.now())),
  }),

  'users/groups/delete': defineEndpoint<{ groupId: string }>({
    requireCredential: true,
    params: { properties: { groupId: ID }, required: ['groupId'] },
    handler: (ctx, ps) => {
      const group = ownedGroup(ctx, ps.groupId, E.deleteNoSuchGroup);
      ctx.state.groups.delete(group.id);
      for (const inv of [...ctx.state.groupInvitations.values()]) if (inv.groupId === group.id) ctx.state.groupInvitations.delete(inv.id);
      ctx.state.messages = ctx.state.messages.filter((m) => m.groupId !== group.id);
      return undefined;
    },
  }),

  'users/groups/show': defineEndpoint<{ groupId: string }>({
    requireCredential: true,
    params: { properties: { groupId: ID }, required: ['groupId'] },
    handler: (ctx, ps) => {
      const group = ctx.state.groups.get(ps.groupId);
      if (!group || !group.userIds.includes(requireMe(ctx).id)) throw new ApiError(E.showNoSuchGroup);
      return packUserGroup(ctx, group);
    },
  }),

  'users/groups/update': defineEndpoint<{ groupId: string; name: string }>({
    requireCredential: true,
    params: { properties: { groupId: ID, name: { type: 'string', minLength: 1, maxLength: 100 } }, required: ['groupId', 'name'] },
    handler: (ctx, ps) => {
      const group = ownedGroup(ctx, ps.groupId, E.updateNoSuchGroup);
      group.name = ps.name;
      return packUserGroup(ctx, group);
    },
  }),

  'users/groups/owned': defineEndpoint({
    requireCredential: true,
    handler: (ctx) => {
      const me = requireMe(ctx);
      return groupsNewestFirst(ctx, (g) => g.ownerId === me.id);
    },
  }),

  'users/groups/joined': defineEndpoint({
    requireCredential: true,
    handler: (ctx) => {
      const me = requireMe(ctx);
      return groupsNewestFirst(ctx, (g) => g.ownerId !== me.id && g.userIds.includes(me.id));
    },
  }),

  'users/groups/invite': defineEndpoint<{ groupId: string; userId: string }>({
    requireCredential: true,
    params: { properties: { groupId: ID, userId: ID }, required: ['groupId', 'userId'] },
    handler: (ctx, ps) => {
      const group = ownedGroup(ctx, ps.groupId, E.inviteNoSuchGroup);
      const user = someUser(ctx, ps.userId, E.inviteNoSuchUser);
      if (group.userIds.includes(user.id)) throw new ApiError(E.alreadyAdded);
      if ([...ctx.state.groupInvitations.values()].some((i) => i.groupId === group.id && i.userId === user.id)) throw new ApiError(E.alreadyInvited);
      inviteToGroup(ctx, group, requireMe(ctx), user);
      return undefined;
    },
  }),

  'users/groups/transfer': defineEndpoint<{ groupId: string; userId: string }>({
    requireCredential: true,
    params: { properties: { groupId: ID, userId: ID }, required: ['groupId', 'userId'] },
    handler: (ctx, ps) => {
      const group = ownedGroup(ctx, ps.groupId, E.transferNoSuchGroup);
      const user = someUser(ctx, ps.userId, E.transferNoSuchUser);
      if (!group.userIds.includes(user.id)) throw new ApiError(E.noSuchGroupMember);
      group.ownerId = user.id;
      return packUserGroup(ctx, group);
    },
  }),

  'users/groups/pull': defineEndpoint<{ groupId: string; userId: string }>({
    requireCredential: true,
    params: { properties: { groupId: ID, userId: ID }, required: ['groupId', 'userId'] },
    handler: (ctx, ps) => {
      const group = ownedGroup(ctx, ps.groupId, E.pullNoSuchGroup);
      const user = someUser(ctx, ps.userId, E.pullNoSuchUser);
      if (user.id === group.ownerId) throw new ApiError(E.isOwner);
      group.userIds = group.userIds.filter((id) => id !== user.id);
      return undefined;
    },
  }),

  'users/groups/leave': defineEndpoint<{ groupId: string }>({
    requireCredential: true,
    params: { properties: { groupId: ID }, required: ['groupId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const group = ctx.state.groups.get(ps.groupId);
      if (!group) throw new ApiError(E.leaveNoSuchGroup);
      if (group.ownerId === me.id) throw new ApiError(E.youAreOwner);
      group.userIds = group.userIds.filter((id) => id !== me.id);
      return undefined;
    },
  }),

  'users/groups/invitations/accept': defineEndpoint<{ invitationId: string }>({
    requireCredential: true,
    params: { properties: { invitationId: ID }, required: ['invitationId'] },
    handler: (ctx, ps) => {
      const invitation = myInvitation(ctx, ps.invitationId, E.acceptNoSuchInvitation);
      const group = ctx.state.groups.get(invitation.groupId);
      if (group && !group.userIds.includes(invitation.userId)) group.userIds.push(invitation.userId);
      ctx.state.groupInvitations.delete(invitation.id);
      return undefined;
    },
  }),

  'users/groups/invitations/reject': defineEndpoint<{ invitationId: string }>({
    requireCredential: true,
    params: { properties: { invitationId: ID }, required: ['invitationId'] },
    handler: (ctx, ps) => {
      ctx.state.groupInvitations.delete(myInvitation(ctx, ps.invitationId, E.rejectNoSuchInvitation).id);
      return undefined;
    },
  }),

  'i/user-group-invites': defineEndpoint<PagingParams>({
    requireCredential: true,
    params: { properties: { ...PAGING } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const mine = [...ctx.state.groupInvitations.values()].filter((i) => i.userId === me.id).sort((a, b) => (a.id < b.id ? 1 : -1));
      return paginate(mine, ps).flatMap((i) => packGroupInvitation(ctx, i) ?? []);
    },
  }),
};
