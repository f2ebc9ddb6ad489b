import type { InstanceContext } from '../context';
import type { GroupInvitationRecord, UserGroupRecord } from '../types';

/** UserGroup as the real server packed it (Misskey 12): ownerId and member ids. */
export function packUserGroup(_ctx: InstanceContext, group: UserGroupRecord): Record<string, unknown> {
  return {
    id: group.id,
    createdAt: new Date(group.createdAt).toISOString(),
    name: group.name,
    ownerId: group.ownerId,
    userIds: [...group.userIds],
  };
}

/** UserGroupInvitation: { id, group }; null when the group is gone. */
export function packGroupInvitation(ctx: InstanceContext, invitation: GroupInvitationRecord): Record<string, unknown> | null {
  const group = ctx.state.groups.get(invitation.groupId);
  return group ? { id: invitation.id, group: packUserGroup(ctx, group) } : null;
}
