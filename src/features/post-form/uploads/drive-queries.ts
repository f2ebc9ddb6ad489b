/** The drive picker's queries (server data lives in the query cache). */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { DriveFile } from '@/core/entities/drive-file';
import { queryKey } from '@/core/query/keys';

export interface DriveFolder {
  id: string;
  name: string;
  parentId: string | null;
}

export const DRIVE_PICKER_PAGE = 30;

export function drivePickerFoldersQuery(folderId: string | null) {
  return queryOptions({
    queryKey: queryKey('drive', 'picker', 'folders', folderId),
    queryFn: ({ signal }) => getApi().request<DriveFolder[]>('drive/folders', { folderId, limit: 100 }, { signal }),
    staleTime: 0,
  });
}

export function drivePickerFilesQuery(folderId: string | null, type?: string) {
  return infiniteQueryOptions({
    queryKey: queryKey('drive', 'picker', 'files', folderId, type ?? '*'),
    queryFn: ({ signal, pageParam }) =>
      getApi().request<DriveFile[]>('drive/files', { folderId, limit: DRIVE_PICKER_PAGE, ...(type ? { type } : {}), ...(pageParam ? { untilId: pageParam } : {}) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: DriveFile[]) => (last.length < DRIVE_PICKER_PAGE ? null : (last[last.length - 1]?.id ?? null)),
    staleTime: 0,
  });
}
