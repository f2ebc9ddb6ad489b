/** Pure drive logic: breadcrumbs, selection, patching cached pages from stream events. */
import type { DriveFile } from '@/core/entities/drive-file';
import type { DriveFolder } from './types';

/** Root → … → folder, from drive/folders/show's parent chain. */
export function breadcrumbs(folder: DriveFolder | null | undefined): DriveFolder[] {
  const out: DriveFolder[] = [];
  let f: DriveFolder | null | undefined = folder;
  let guard = 0;
  while (f && guard++ < 32) {
    out.unshift(f);
    f = f.parent ?? null;
  }
  return out;
}

/** Selection: ids in the order picked; `max` limits it (a picker), single replaces. */
export interface Selection {
  ids: readonly string[];
}

export const emptySelection: Selection = { ids: [] };

export function toggleSelection(sel: Selection, id: string, opts: { multiple: boolean; max?: number } = { multiple: true }): Selection {
  if (sel.ids.includes(id)) return { ids: sel.ids.filter((x) => x !== id) };
  if (!opts.multiple) return { ids: [id] };
  if (opts.max !== undefined && sel.ids.length >= opts.max) return sel;
  return { ids: [...sel.ids, id] };
}

export function selectAll(ids: readonly string[], max?: number): Selection {
  return { ids: max === undefined ? [...ids] : ids.slice(0, max) };
}

/** Selected ids that are still there (deleted or moved files drop out). */
export function pruneSelection(sel: Selection, present: readonly string[]): Selection {
  const set = new Set(present);
  const ids = sel.ids.filter((id) => set.has(id));
  return ids.length === sel.ids.length ? sel : { ids };
}

/** The files a drag carries: the whole selection when the dragged file is in it, else that file. */
export function draggedIds(sel: Selection, fileId: string): string[] {
  return sel.ids.includes(fileId) ? [...sel.ids] : [fileId];
}

export const DRAG_TYPE = 'application/x-misskey-drive-files';

/** A file went into `folderId` (created or moved): pages of that folder get it first, others lose it. */
export function placeFile(pages: readonly DriveFile[][], file: DriveFile, pageFolderId: string | null): DriveFile[][] {
  const belongs = (file.folderId ?? null) === pageFolderId;
  const exists = pages.some((p) => p.some((f) => f.id === file.id));
  if (!belongs) return exists ? pages.map((p) => p.filter((f) => f.id !== file.id)) : (pages as DriveFile[][]);
  if (exists) return pages.map((p) => p.map((f) => (f.id === file.id ? file : f)));
  const [first = [], ...rest] = pages;
  return [[file, ...first], ...rest];
}

export function dropFile(pages: readonly DriveFile[][], fileId: string): DriveFile[][] {
  return pages.map((p) => p.filter((f) => f.id !== fileId));
}

export function placeFolder(list: readonly DriveFolder[], folder: DriveFolder, parentId: string | null): DriveFolder[] {
  const belongs = (folder.parentId ?? null) === parentId;
  const without = list.filter((f) => f.id !== folder.id);
  if (!belongs) return without;
  const at = list.findIndex((f) => f.id === folder.id);
  if (at >= 0) return list.map((f) => (f.id === folder.id ? folder : f));
  return [folder, ...without];
}

/** Usage as a share of capacity, 0..1 (0 when unknown). */
export function usageRatio(usage: unknown, capacity: unknown): number {
  if (typeof usage !== 'number' || typeof capacity !== 'number' || capacity <= 0 || !Number.isFinite(usage)) return 0;
  return Math.min(1, Math.max(0, usage / capacity));
}

/** The drive's upload queue: into the open folder, with no per-batch limit (a note's file limit is the post form's alone). */
export function driveUploadOptions(folderId: string | null) {
  return { folderId, maxFiles: Number.POSITIVE_INFINITY };
}
