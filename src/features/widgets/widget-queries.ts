/** Server data of the widgets: my latest photos, trending tags, a list's members, a folder's slides, optional endpoints. */
import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { DriveFile } from '@/core/entities/drive-file';
import type { UserLite } from '@/core/entities/user';
import { queryKey } from '@/core/query/keys';
import { safeImageSrc } from '@/mfm';

export const widgetKeys = {
  all: () => queryKey('widgets'),
  photos: () => queryKey('widgets', 'photos'),
  trends: () => queryKey('widgets', 'trends'),
  userList: (listId: string) => queryKey('widgets', 'userList', listId),
  slideshow: (folderId: string | null) => queryKey('widgets', 'slideshow', folderId),
  optional: (endpoint: string, params: Record<string, unknown>, offered: boolean) => queryKey('widgets', 'optional', endpoint, params, offered),
};

export type Photo = DriveFile & { url: string };

/** drive/stream: my latest nine images with a safe URL, none marked sensitive; a minute fresh. */
export function photosQuery() {
  return queryOptions({
    queryKey: widgetKeys.photos(),
    queryFn: async () => {
      const res = await getApi().request<unknown>('drive/stream', { type: 'image/*', limit: 9 }, { suppressError: true });
      return Array.isArray(res) ? (res as DriveFile[]).filter((f): f is Photo => !!f && typeof f.id === 'string' && safeImageSrc(f.url) !== null && !f.isSensitive) : [];
    },
    staleTime: 60_000,
  });
}

export interface Trend {
  tag: string;
  usersCount?: number;
}

/** hashtags/trend, asked again every minute. */
export function trendsQuery() {
  return queryOptions({
    queryKey: widgetKeys.trends(),
    queryFn: async () => {
      const res = await getApi().request<unknown>('hashtags/trend', {}, { suppressError: true });
      return Array.isArray(res) ? (res as Trend[]).filter((x) => x && typeof x.tag === 'string') : [];
    },
    refetchInterval: 60_000,
  });
}

/** The first fifty members of a list (users/lists/show, then users/show); nothing asked without a list. */
export function listMembersQuery(listId: string) {
  return queryOptions({
    queryKey: widgetKeys.userList(listId),
    enabled: !!listId,
    queryFn: async (): Promise<UserLite[]> => {
      const list = await getApi().request<{ userIds?: string[] }>('users/lists/show', { listId });
      const ids = (list.userIds ?? []).slice(0, 50);
      if (ids.length === 0) return [];
      const users = await getApi().request<unknown>('users/show', { userIds: ids });
      return Array.isArray(users) ? (users as UserLite[]).filter((u) => u && typeof u.username === 'string') : [];
    },
    staleTime: 60_000,
  });
}

/** drive/files: up to thirty images of a folder (null: the root), none marked sensitive; five minutes fresh. */
export function slideshowQuery(folderId: string | null) {
  return queryOptions({
    queryKey: widgetKeys.slideshow(folderId),
    queryFn: async () => {
      const res = await getApi().request<unknown>('drive/files', { folderId, type: 'image/*', limit: 30 }, { suppressError: true });
      return Array.isArray(res) ? (res as DriveFile[]).filter((f) => !!f && typeof f.url === 'string' && !f.isSensitive) : [];
    },
    staleTime: 5 * 60_000,
  });
}
