import type { UserListRecord } from '../types-social';

/** UserList as 13.14 packs it. */
export function packUserList(list: UserListRecord): Record<string, unknown> {
  return {
    id: list.id,
    createdAt: new Date(list.createdAt).toISOString(),
    name: list.name,
    userIds: [...list.userIds],
    isPublic: list.isPublic,
  };
}
