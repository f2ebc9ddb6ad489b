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

/**
 * The picker's entries sit under the drive's root (`queryKey('drive')`, the drive feature's
 * `driveKeys.all()`) on purpose: what refreshes the drive refreshes the picker too.
 */
export const drivePickerKeys = {
  all: () => queryKey('drive', 'picker'),
  folders: (folderId: string | null) => queryKey('drive', 'picker', 'folders', folderId),
  files: (folderId: string | null, type?: string) => queryKey('drive', 'picker', 'files', folderId, type ?? '*'),
  preferred: (folderId: string | null) => queryKey('drive', 'picker', 'preferred', folderId),
};

export function drivePickerFoldersQuery(folderId: string | null) {
  return queryOptions({
    queryKey: drivePickerKeys.folders(folderId),
    queryFn: ({ signal }) => getApi().request<DriveFolder[]>('drive/folders', { folderId, limit: 100 }, { signal }),
    staleTime: 0,
  });
}

export function drivePickerFilesQuery(folderId: string | null, type?: string) {
  return infiniteQueryOptions({
    queryKey: drivePickerKeys.files(folderId, type),
    queryFn: ({ signal, pageParam }) =>
      getApi().request<DriveFile[]>('drive/files', { folderId, limit: DRIVE_PICKER_PAGE, ...(type ? { type } : {}), ...(pageParam ? { untilId: pageParam } : {}) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: DriveFile[]) => (last.length < DRIVE_PICKER_PAGE ? null : (last[last.length - 1]?.id ?? null)),
    staleTime: 0,
  });
}

/**
 * A preferred folder with its parent chain (drive/folders/show), to open the picker in it; asked
 * only for a folder id, always fresh, errors not reported (a deleted folder: the picker opens at the root).
 */
export function drivePickerPreferredFolderQuery(folderId: string | null) {
  return queryOptions({
    queryKey: drivePickerKeys.preferred(folderId),
    queryFn: ({ signal }) => getApi().request<DriveFolder & { parent?: unknown }>('drive/folders/show', { folderId }, { signal, suppressError: true }),
    enabled: typeof folderId === 'string',
    staleTime: 0,
  });
}
