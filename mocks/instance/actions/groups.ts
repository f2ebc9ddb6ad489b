/** Creating user groups and inviting people (shared by the endpoints and the seed). */
import type { InstanceContext } from '../context';
import type { GroupInvitationRecord, UserGroupRecord, UserRecord } from '../types';
import { notify } from './notify';

export function createGroup(ctx: InstanceContext, owner: UserRecord, name: string, at: number): UserGroupRecord {
  const group: UserGroupRecord = { id: ctx.state.ids.group(at), createdAt: at, name, ownerId: owner.id, userIds: [owner.id] };
  ctx.state.groups.set(group.id, group);
  return group;
}

export function inviteToGroup(ctx: InstanceContext, group: UserGroupRecord, inviter: UserRecord, invitee: UserRecord, at?: number): GroupInvitationRecord {
  const time = at ?? ctx.now();
  const invitation: GroupInvitationRecord = { id: ctx.state.ids.invitation(time), createdAt: time, groupId: group.id, userId: invitee.id };
  ctx.state.groupInvitations.set(invitation.id, invitation);
  notify(ctx, { notifieeId: invitee.id, type: 'groupInvited', notifierId: inviter.id, invitationId: invitation.id, at: time });
  return invitation;
}
