/** Server data of the drive: folders, files (paged), one folder with its parents, one file, capacity. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { DriveFile } from '@/core/entities/drive-file';
import type { Note } from '@/core/entities/note';
import { queryKey } from '@/core/query/keys';
import type { DriveCapacity, DriveFolder } from './types';

export const DRIVE_FILES_PAGE = 30;

export const driveKeys = {
  all: () => queryKey('drive'),
  folders: (parentId: string | null) => queryKey('drive', 'folders', parentId),
  files: (folderId: string | null, type?: string) => queryKey('drive', 'files', folderId, type ?? '*'),
  folder: (folderId: string) => queryKey('drive', 'folder', folderId),
  file: (fileId: string) => queryKey('drive', 'file', fileId),
  attached: (fileId: string) => queryKey('drive', 'attached', fileId),
  capacity: () => queryKey('drive', 'capacity'),
};

const arrayOf = <T extends { id: string }>(v: unknown): T[] => (Array.isArray(v) ? v.filter((x): x is T => !!x && typeof x === 'object' && typeof (x as T).id === 'string') : []);

export function driveFoldersQuery(parentId: string | null) {
  return queryOptions({
    queryKey: driveKeys.folders(parentId),
    queryFn: ({ signal }) => getApi().request<unknown>('drive/folders', { folderId: parentId, limit: 100 }, { signal }).then(arrayOf<DriveFolder>),
  });
}

export function driveFilesQuery(folderId: string | null, type?: string) {
  return infiniteQueryOptions({
    queryKey: driveKeys.files(folderId, type),
    queryFn: ({ signal, pageParam }) =>
      getApi()
        .request<unknown>('drive/files', { folderId, limit: DRIVE_FILES_PAGE, ...(type ? { type } : {}), ...(pageParam ? { untilId: pageParam } : {}) }, { signal })
        .then(arrayOf<DriveFile>),
    initialPageParam: null as string | null,
    getNextPageParam: (last: DriveFile[]) => (last.length < DRIVE_FILES_PAGE ? null : (last[last.length - 1]?.id ?? null)),
  });
}

export function driveFolderQuery(folderId: string) {
  return queryOptions({
    queryKey: driveKeys.folder(folderId),
    queryFn: ({ signal }) => getApi().request<DriveFolder>('drive/folders/show', { folderId }, { signal }),
  });
}

export function driveFileQuery(fileId: string) {
  return queryOptions({
    queryKey: driveKeys.file(fileId),
    queryFn: ({ signal }) => getApi().request<DriveFile>('drive/files/show', { fileId }, { signal }),
  });
}

export function attachedNotesQuery(fileId: string) {
  return queryOptions({
    queryKey: driveKeys.attached(fileId),
    queryFn: ({ signal }) => getApi().request<unknown>('drive/files/attached-notes', { fileId, limit: 10 }, { signal }).then(arrayOf<Note>),
  });
}

export function driveCapacityQuery() {
  return queryOptions({
    queryKey: driveKeys.capacity(),
    queryFn: ({ signal }) => getApi().request<DriveCapacity>('drive', {}, { signal }),
  });
}
