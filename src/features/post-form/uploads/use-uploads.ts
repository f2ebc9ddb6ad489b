import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { DriveFile } from '@/core/entities/drive-file';
import { defaultUploadDeps, type UploadDeps } from './upload-deps';
import { createUploadStore, type UploadItem } from './upload-store';

export interface UseUploadsOptions {
  /** Drive folder for new uploads (the form passes the `uploadFolder` setting); null = root. */
  folderId: string | null;
  /** The channel requires file names: every file goes through the filename prompt. */
  requireFileName?: boolean;
  /** Most items the queue holds (default: a note's file limit). The drive passes Infinity. */
  maxFiles?: number;
}

export interface Uploads {
  items: UploadItem[];
  /** Any upload in progress. */
  busy: boolean;
  add(files: File[]): void;
  addFromDrive(files: DriveFile[]): void;
  addFromUrl(url: string): Promise<void>;
  /** Tries a failed upload again (network or server trouble). */
  retry(id: string): void;
  remove(id: string): void;
  setSensitive(id: string, v: boolean): Promise<void>;
  setComment(id: string, v: string): Promise<void>;
  /** Replaces the list with files from a draft. */
  restore(files: DriveFile[]): void;
  clear(): void;
  /** The uploaded files, in list order (fresh even inside stale closures). */
  doneFiles(): DriveFile[];
}

/** The post form's attachment list: local UI state of one form, one queue per mounted form. */
export function useUploads(opts: UseUploadsOptions, deps?: UploadDeps): Uploads {
  const [store] = useState(() => createUploadStore(opts, deps ?? defaultUploadDeps()));
  const { folderId, requireFileName, maxFiles } = opts;
  useEffect(() => store.setOptions({ folderId, requireFileName, maxFiles }), [store, folderId, requireFileName, maxFiles]);
  useEffect(() => () => store.abortAll(), [store]);
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const actions = useMemo(
    () => ({
      add: (files: File[]) => void store.add(files),
      addFromDrive: store.addFromDrive,
      addFromUrl: store.addFromUrl,
      retry: store.retry,
      remove: store.remove,
      setSensitive: store.setSensitive,
      setComment: store.setComment,
      restore: store.restore,
      clear: store.clear,
      doneFiles: store.doneFiles,
    }),
    [store],
  );
  return useMemo(() => ({ ...actions, items: items as UploadItem[], busy: items.some((i) => i.state === 'uploading') }), [items, actions]);
}
