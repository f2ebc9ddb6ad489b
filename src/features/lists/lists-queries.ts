import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';
import type { UserDetailed } from '@/core/entities/user';

export interface UserList {
  id: string;
  name: string;
  userIds: string[];
  isPublic?: boolean;
  createdAt?: string;
  [key: string]: unknown;
}

export function toUserList(v: unknown): UserList | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  if (typeof r.id !== 'string' || typeof r.name !== 'string') return null;
  return { ...r, id: r.id, name: r.name, userIds: Array.isArray(r.userIds) ? r.userIds.filter((x): x is string => typeof x === 'string') : [] };
}

/** Keys of the user lists, all under one root (`listsKeys.all()`). */
export const listsKeys = {
  all: () => queryKey('lists'),
  mine: () => queryKey('lists', 'mine'),
  show: (listId: string) => queryKey('lists', 'show', listId),
};

/** Keys of the members' profiles: their own root, so a change to a list does not fetch them again. */
export const membersKeys = {
  all: () => queryKey('users', 'byIds'),
  byIds: (userIds: readonly string[]) => queryKey('users', 'byIds', [...userIds].sort()),
};

export function myListsQuery() {
  return queryOptions({
    queryKey: listsKeys.mine(),
    queryFn: async ({ signal }) => {
      const raw = await getApi().request<unknown>('users/lists/list', {}, { signal });
      return Array.isArray(raw) ? raw.map(toUserList).filter((l): l is UserList => l !== null) : [];
    },
    staleTime: 30_000,
  });
}

export function listQuery(listId: string) {
  return queryOptions({
    queryKey: listsKeys.show(listId),
    queryFn: async ({ signal }) => {
      const list = toUserList(await getApi().request<unknown>('users/lists/show', { listId }, { signal }));
      if (!list) throw new Error('Unexpected list answer');
      return list;
    },
    staleTime: 30_000,
  });
}

/** The members' profiles (users/show with userIds). */
export function usersByIdsQuery(userIds: readonly string[]) {
  return queryOptions({
    queryKey: membersKeys.byIds(userIds),
    queryFn: async ({ signal }) => (userIds.length === 0 ? [] : onlyUsers(await getApi().request<unknown>('users/show', { userIds }, { signal }))),
    staleTime: 60_000,
  });
}

function onlyUsers(raw: unknown): UserDetailed[] {
  return Array.isArray(raw) ? raw.filter((u): u is UserDetailed => typeof u === 'object' && u !== null && typeof (u as UserDetailed).id === 'string' && typeof (u as UserDetailed).username === 'string') : [];
}

/* Mutations: the list screens call these, never the API client (the client toasts its errors). */

export const createList = (name: string) => getApi().request('users/lists/create', { name });

/** Renames a list; the list is sent back whole so fields this client does not know stay unchanged. */
export const renameList = (list: UserList, name: string) => getApi().request('users/lists/update', { ...list, listId: list.id, name });

export const deleteList = (listId: string) => getApi().request('users/lists/delete', { listId });

export const addListMember = (listId: string, userId: string) => getApi().request('users/lists/push', { listId, userId });

export const removeListMember = (listId: string, userId: string) => getApi().request('users/lists/pull', { listId, userId });
