/** Server data of user groups (Misskey 12): owned, joined, one group, its members; the user search of the user select dialog. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { UserLite } from '@/core/entities/user';
import { queryKey } from '@/core/query/keys';

export interface UserGroup {
  id: string;
  name: string;
  ownerId: string;
  userIds: string[];
  createdAt?: string;
}

export const groupKeys = {
  all: () => queryKey('groups'),
  owned: () => queryKey('groups', 'owned'),
  joined: () => queryKey('groups', 'joined'),
  one: (groupId: string) => queryKey('groups', 'one', groupId),
  members: (groupId: string, ids: readonly string[]) => queryKey('groups', 'members', groupId, ids.join(',')),
};

const list = (v: unknown): UserGroup[] => (Array.isArray(v) ? v.filter((g): g is UserGroup => !!g && typeof g === 'object' && typeof (g as UserGroup).id === 'string') : []);

export function ownedGroupsQuery() {
  return queryOptions({
    queryKey: groupKeys.owned(),
    queryFn: ({ signal }) => getApi().request<unknown>('users/groups/owned', {}, { signal }).then(list),
  });
}

export function joinedGroupsQuery() {
  return queryOptions({
    queryKey: groupKeys.joined(),
    queryFn: ({ signal }) => getApi().request<unknown>('users/groups/joined', {}, { signal }).then(list),
  });
}

export function groupQuery(groupId: string) {
  return queryOptions({
    queryKey: groupKeys.one(groupId),
    queryFn: ({ signal }) => getApi().request<UserGroup>('users/groups/show', { groupId }, { signal }),
  });
}

export function groupMembersQuery(groupId: string, userIds: readonly string[]) {
  return queryOptions({
    queryKey: groupKeys.members(groupId, userIds),
    queryFn: ({ signal }) => (userIds.length === 0 ? Promise.resolve([] as UserLite[]) : getApi().request<UserLite[]>('users/show', { userIds: [...userIds] }, { signal })),
    // the member list stays on screen while a changed group's members load
    placeholderData: keepPreviousData,
  });
}

export interface GroupInvitation {
  id: string;
  group: UserGroup;
}

export function groupInvitationsQuery() {
  return queryOptions({
    queryKey: queryKey('groups', 'invitations'),
    queryFn: ({ signal }) =>
      getApi()
        .request<unknown>('i/user-group-invites', { limit: 100 }, { signal })
        .then((v) => (Array.isArray(v) ? v.filter((i): i is GroupInvitation => !!i && typeof i === 'object' && typeof (i as GroupInvitation).id === 'string' && !!(i as GroupInvitation).group) : [])),
  });
}

/**
 * users/search-by-username-and-host for the user select dialog (not cached: each keystroke asks
 * anew, and `signal` drops a superseded answer). Errors are not reported; a non-list answers [].
 */
export function searchUsersByName(username: string, host: string | undefined, signal: AbortSignal): Promise<UserLite[]> {
  return getApi()
    .request<UserLite[]>('users/search-by-username-and-host', { username, ...(host ? { host } : {}), limit: 10, detail: false }, { signal, suppressError: true })
    .then((r) => (Array.isArray(r) ? r : []));
}
