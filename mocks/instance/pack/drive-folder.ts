import type { InstanceContext } from '../context';
import type { DriveFolderRecord } from '../types';

/** DriveFolder as the real server packs it; `detail` adds counts and the parent chain. */
export function packDriveFolder(ctx: InstanceContext, folder: DriveFolderRecord, opts: { detail?: boolean } = {}, depth = 0): Record<string, unknown> {
  const base = {
    id: folder.id,
    createdAt: new Date(folder.createdAt).toISOString(),
    name: folder.name,
    parentId: folder.parentId,
  };
  if (!opts.detail) return base;
  let folders = 0;
  for (const f of ctx.state.driveFolders.values()) if (f.parentId === folder.id) folders++;
  let files = 0;
  for (const f of ctx.state.files.values()) if ((f.folderId ?? null) === folder.id) files++;
  const parent = folder.parentId != null && depth < 16 ? ctx.state.driveFolders.get(folder.parentId) : undefined;
  return {
    ...base,
    foldersCount: folders,
    filesCount: files,
    ...(parent ? { parent: packDriveFolder(ctx, parent, opts, depth + 1) } : {}),
  };
}
