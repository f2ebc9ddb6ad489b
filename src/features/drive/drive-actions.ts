/** Drive actions: each waits for the server, then patches or refreshes the cached lists. */
import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { DriveFile } from '@/core/entities/drive-file';
import { driveKeys } from './drive-queries';
import type { DriveFolder } from './types';

const refresh = (qc: QueryClient) => qc.invalidateQueries({ queryKey: driveKeys.all() });

export const driveActions = {
  async updateFile(qc: QueryClient, fileId: string, change: { name?: string; comment?: string | null; isSensitive?: boolean; folderId?: string | null }): Promise<DriveFile> {
    const file = await getApi().request<DriveFile>('drive/files/update', { fileId, ...change });
    if (file && typeof file === 'object') qc.setQueryData(driveKeys.file(fileId), file);
    await refresh(qc);
    return file;
  },
  /** Several files at once; resolves to how many failed (each failure was already reported). */
  async updateFiles(qc: QueryClient, fileIds: readonly string[], change: { isSensitive?: boolean; folderId?: string | null }): Promise<number> {
    const results = await Promise.allSettled(fileIds.map((fileId) => getApi().request('drive/files/update', { fileId, ...change })));
    await refresh(qc);
    return results.filter((r) => r.status === 'rejected').length;
  },
  async deleteFiles(qc: QueryClient, fileIds: readonly string[]): Promise<number> {
    const results = await Promise.allSettled(fileIds.map((fileId) => getApi().request('drive/files/delete', { fileId })));
    await refresh(qc);
    return results.filter((r) => r.status === 'rejected').length;
  },
  async createFolder(qc: QueryClient, name: string, parentId: string | null): Promise<DriveFolder> {
    const folder = await getApi().request<DriveFolder>('drive/folders/create', { name, parentId });
    await refresh(qc);
    return folder;
  },
  async updateFolder(qc: QueryClient, folderId: string, change: { name?: string; parentId?: string | null }): Promise<DriveFolder> {
    const folder = await getApi().request<DriveFolder>('drive/folders/update', { folderId, ...change });
    await refresh(qc);
    return folder;
  },
  async deleteFolder(qc: QueryClient, folderId: string): Promise<void> {
    await getApi().request('drive/folders/delete', { folderId });
    await refresh(qc);
  },
};
