import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { DriveFile } from '@/core/entities/drive-file';
import { useUploads } from '@/features/post-form';
import { driveActions } from './drive-actions';
import { breadcrumbs, driveUploadOptions, emptySelection, placeFile, pruneSelection, type Selection } from './drive-logic';
import { driveFilesQuery, driveFolderQuery, driveFoldersQuery, driveKeys } from './drive-queries';
import { useDriveStream } from './use-drive-stream';

/**
 * The state of the drive page for one folder: the folder, its folders and files (live), the selection,
 * the upload queue (finished uploads go into the list, pasted files are uploaded) and moving files.
 */
export function useDrivePage(folderId: string | null) {
  const qc = useQueryClient();
  useDriveStream();
  const folder = useQuery({ ...driveFolderQuery(folderId ?? ''), enabled: folderId !== null });
  const folders = useQuery(driveFoldersQuery(folderId));
  const filesOptions = driveFilesQuery(folderId);
  const files = useInfiniteQuery(filesOptions);
  const list = useMemo(() => files.data?.pages.flat() ?? [], [files.data]);
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const uploads = useUploads(driveUploadOptions(folderId));
  const crumbs = folderId ? breadcrumbs(folder.data) : [];

  useEffect(() => setSelection((s) => pruneSelection(s, list.map((f) => f.id))), [list]);

  // Finished uploads go into the list at once (the stream may be slower) and leave the queue.
  useEffect(() => {
    const done = uploads.items.filter((i) => i.state === 'done' && i.file);
    if (done.length === 0) return;
    for (const item of done) {
      qc.setQueryData<InfiniteData<DriveFile[], string | null>>(filesOptions.queryKey, (d) => (d && item.file ? { ...d, pages: placeFile(d.pages, item.file, folderId) } : d));
    }
    void qc.invalidateQueries({ queryKey: driveKeys.capacity() });
    const timer = setTimeout(() => done.forEach((i) => uploads.remove(i.id)), 1500);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uploads.items]);

  // Paste anywhere on the page uploads into this folder.
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const pasted = [...(e.clipboardData?.files ?? [])];
      if (pasted.length === 0) return;
      e.preventDefault();
      uploads.add(pasted);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [uploads]);

  const move = (ids: string[], target: string | null) => {
    if (target === folderId) return;
    void driveActions.updateFiles(qc, ids, { folderId: target }).then(() => setSelection(emptySelection));
  };

  return { folder, folders, files, list, selection, setSelection, uploads, crumbs, move };
}
