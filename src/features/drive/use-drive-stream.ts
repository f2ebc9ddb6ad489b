import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { DriveFile } from '@/core/entities/drive-file';
import { useChannel } from '@/core/stream/use-stream';
import { dropFile, placeFile, placeFolder } from './drive-logic';
import { driveKeys } from './drive-queries';
import type { DriveFolder } from './types';

type Pages = InfiniteData<DriveFile[], string | null>;

const isFile = (v: unknown): v is DriveFile => !!v && typeof v === 'object' && typeof (v as DriveFile).id === 'string' && typeof (v as DriveFile).name === 'string';
const isFolder = (v: unknown): v is DriveFolder => !!v && typeof v === 'object' && typeof (v as DriveFolder).id === 'string' && typeof (v as DriveFolder).name === 'string';

/** The `drive` channel: file and folder events patch every cached drive list (and the capacity). */
export function useDriveStream(): void {
  const qc = useQueryClient();
  const filesRoot = driveKeys.files(null).slice(0, -2);
  const foldersRoot = driveKeys.folders(null).slice(0, -1);
  const patchFiles = (fn: (pages: DriveFile[][], folderId: string | null, type: string) => DriveFile[][]) => {
    for (const [key, data] of qc.getQueriesData<Pages>({ queryKey: filesRoot })) {
      if (!data) continue;
      const folderId = (key[key.length - 2] as string | null) ?? null;
      const type = String(key[key.length - 1]);
      qc.setQueryData<Pages>(key, { ...data, pages: fn(data.pages, folderId, type) });
    }
    void qc.invalidateQueries({ queryKey: driveKeys.capacity() });
  };
  const matchesType = (file: DriveFile, type: string) => type === '*' || (type.endsWith('/*') ? file.type.startsWith(type.slice(0, -1)) : file.type === type);
  const patchFolders = (fn: (list: DriveFolder[], parentId: string | null) => DriveFolder[]) => {
    for (const [key, data] of qc.getQueriesData<DriveFolder[]>({ queryKey: foldersRoot })) {
      if (!Array.isArray(data)) continue;
      qc.setQueryData<DriveFolder[]>(key, fn(data, (key[key.length - 1] as string | null) ?? null));
    }
  };
  const onFile = (body: unknown) => {
    if (!isFile(body)) return;
    patchFiles((pages, folderId, type) => (matchesType(body, type) ? placeFile(pages, body, folderId) : pages));
    qc.setQueryData(driveKeys.file(body.id), body);
  };
  const onFolder = (body: unknown) => {
    if (!isFolder(body)) return;
    patchFolders((list, parentId) => placeFolder(list, body, parentId));
    void qc.invalidateQueries({ queryKey: driveKeys.folder(body.id) });
  };
  useChannel('drive', {}, {
    fileCreated: onFile,
    fileUpdated: onFile,
    fileDeleted: (id) => {
      if (typeof id === 'string') patchFiles((pages) => dropFile(pages, id));
    },
    folderCreated: onFolder,
    folderUpdated: onFolder,
    folderDeleted: (id) => {
      if (typeof id === 'string') patchFolders((list) => list.filter((f) => f.id !== id));
    },
  });
}
