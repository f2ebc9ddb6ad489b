import { packUserLite } from './user';
import { absoluteUrl, type InstanceContext } from '../context';
import type { DriveFileRecord } from '../types';
import { packDriveFolder } from './drive-folder';

/** DriveFile as the real server packs it (see fixtures/drive-files-create.json); `detail` packs the folder. */
/** `withUser` adds the owner (drive/files/show does, as the real server). */
export function packDriveFile(ctx: InstanceContext, file: DriveFileRecord, opts: { detail?: boolean; withUser?: boolean } = {}): Record<string, unknown> {
  const owner = opts.withUser ? ctx.state.users.get(file.userId) : undefined;
  const isImage = file.type.startsWith('image/');
  const hasThumbnail = isImage || file.type.startsWith('video/');
  const folder = file.folderId != null ? ctx.state.driveFolders.get(file.folderId) : undefined;
  return {
    id: file.id,
    createdAt: new Date(file.createdAt).toISOString(),
    name: file.name,
    type: file.type,
    md5: file.md5,
    size: file.size,
    isSensitive: file.isSensitive,
    blurhash: file.blurhash,
    properties: file.width != null && file.height != null ? { width: file.width, height: file.height } : {},
    url: absoluteUrl(ctx, `/files/${file.id}`),
    thumbnailUrl: hasThumbnail ? absoluteUrl(ctx, `/files/thumbnail-${file.id}`) : null,
    comment: file.comment,
    folderId: file.folderId ?? null,
    folder: opts.detail && folder ? packDriveFolder(ctx, folder, { detail: true }) : null,
    userId: owner ? owner.id : null,
    user: owner ? packUserLite(ctx, owner) : null,
  };
}
