import { absoluteUrl, type InstanceContext } from '../context';
import type { DriveFileRecord } from '../types';

/** DriveFile as the real server packs it (see fixtures/drive-files-create.json). */
export function packDriveFile(ctx: InstanceContext, file: DriveFileRecord): Record<string, unknown> {
  const isImage = file.type.startsWith('image/');
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
    thumbnailUrl: isImage ? absoluteUrl(ctx, `/files/thumbnail-${file.id}`) : null,
    comment: file.comment,
    folderId: null,
    folder: null,
    userId: null,
    user: null,
  };
}
