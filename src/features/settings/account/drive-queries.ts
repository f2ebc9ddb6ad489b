/** The drive as the settings pages read it: usage, root folders, images to pick from. */
import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { DriveFile } from '@/core/entities/drive-file';
import { settingsKeys } from './queries';

export function driveUsageQuery() {
  return queryOptions({
    queryKey: settingsKeys.driveUsage(),
    queryFn: ({ signal }) => getApi().request<{ capacity: number; usage: number }>('drive', {}, { signal }),
  });
}

export function rootFoldersQuery() {
  return queryOptions({
    queryKey: settingsKeys.driveFolders(),
    queryFn: async ({ signal }) => {
      const list = await getApi().request<unknown>('drive/folders', { limit: 100, folderId: null }, { signal });
      return Array.isArray(list) ? (list as Array<{ id: string; name: string }>) : [];
    },
  });
}

export function driveImagesQuery() {
  return queryOptions({
    queryKey: settingsKeys.driveImages(),
    queryFn: ({ signal }) => getApi().request<DriveFile[]>('drive/stream', { type: 'image/*', limit: 60 }, { signal }),
  });
}
