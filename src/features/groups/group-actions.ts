/** Group actions (Misskey 12 API). Each refreshes the cached groups once the server agreed. */
import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { groupKeys, type UserGroup } from './group-queries';

const refresh = (qc: QueryClient) => qc.invalidateQueries({ queryKey: groupKeys.all() });

async function call<T>(qc: QueryClient, endpoint: string, params: Record<string, unknown>): Promise<T> {
  const result = await getApi().request<T>(endpoint, params);
  await refresh(qc);
  return result;
}

export const groupActions = {
  create: (qc: QueryClient, name: string) => call<UserGroup>(qc, 'users/groups/create', { name }),
  rename: (qc: QueryClient, groupId: string, name: string) => call<UserGroup>(qc, 'users/groups/update', { groupId, name }),
  invite: (qc: QueryClient, groupId: string, userId: string) => call<void>(qc, 'users/groups/invite', { groupId, userId }),
  pull: (qc: QueryClient, groupId: string, userId: string) => call<UserGroup>(qc, 'users/groups/pull', { groupId, userId }),
  transfer: (qc: QueryClient, groupId: string, userId: string) => call<UserGroup>(qc, 'users/groups/transfer', { groupId, userId }),
  leave: (qc: QueryClient, groupId: string) => call<void>(qc, 'users/groups/leave', { groupId }),
  remove: (qc: QueryClient, groupId: string) => call<void>(qc, 'users/groups/delete', { groupId }),
  accept: (qc: QueryClient, invitationId: string) => call<void>(qc, 'users/groups/invitations/accept', { invitationId }),
  reject: (qc: QueryClient, invitationId: string) => call<void>(qc, 'users/groups/invitations/reject', { invitationId }),
};
