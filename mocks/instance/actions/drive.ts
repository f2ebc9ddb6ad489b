/** Storing and deleting drive files with the real server's checks, and the drive stream events. */
import type { InstanceContext } from '../context';
import { ApiError, COMMON_ERRORS, type ErrorDef } from '../errors';
import { capacityOf } from '../knobs';
import { gradientBlurhash, imageSize, pseudoMd5 } from '../media';
import { packDriveFile } from '../pack/drive-file';
import { packDriveFolder } from '../pack/drive-folder';
import { hashString } from '../prng';
import type { DriveFileRecord, DriveFolderRecord, UserRecord } from '../types';
import { publish, publishMain, streamKey } from './streams';

export const UPLOAD_ERRORS = {
  tooLarge: { message: 'File too large.', code: 'FILE_TOO_LARGE', id: 'b9d8c348-33f0-4673-b9a9-5d4da058977a', status: 413 },
  invalidFileName: { message: 'Invalid file name.', code: 'INVALID_FILE_NAME', id: 'f449b209-0c60-4e51-84d5-29486263bfd4' },
  inappropriate: {
    message: 'Cannot upload the file because it has been determined that it possibly contains inappropriate content.',
    code: 'INAPPROPRIATE',
    id: 'bec5bd69-fba3-43c9-b4fb-2894b66ad5d2',
  },
  noFreeSpace: { message: 'Cannot upload the file because you have no free space of drive.', code: 'NO_FREE_SPACE', id: 'd08dbc37-a6a9-463a-8c47-96c32ab5f064' },
  noSuchFolder: { message: 'No such folder.', code: 'NO_SUCH_FOLDER', id: '31ca6cdb-44f7-4b9d-bf03-4c8067dd7a1a' },
} satisfies Record<string, ErrorDef>;

/** File names containing this are rejected as inappropriate content (deterministic stand-in for the NSFW check). */
export const INAPPROPRIATE_MARKER = 'nsfw-reject';

export interface StoreFileInput {
  name: string;
  type: string;
  /** Uploaded bytes; omitted for generated files (then `size` and the image facts are used). */
  data?: Uint8Array;
  size?: number;
  width?: number | null;
  height?: number | null;
  folderId?: string | null;
  isSensitive?: boolean;
  comment?: string | null;
  /** Creation time (seeding); defaults to now. */
  at?: number;
  /** Skip the event emission (seeding). */
  silent?: boolean;
}

export function driveUsage(ctx: InstanceContext, userId: string): number {
  let usage = 0;
  for (const f of ctx.state.files.values()) if (f.userId === userId) usage += f.size;
  return usage;
}

export function isValidFileName(name: string): boolean {
  return name.trim().length > 0 && name.length <= 200 && !name.includes('\\') && !name.includes('/') && !name.includes('..');
}

/** The user's folder, or the given error. */
export function ownFolder(ctx: InstanceContext, folderId: string, userId: string, err: ErrorDef): DriveFolderRecord {
  const folder = ctx.state.driveFolders.get(folderId);
  if (!folder || folder.userId !== userId) throw new ApiError(err);
  return folder;
}

/** Validates and stores a file; throws the real upload errors (413, INAPPROPRIATE, NO_FREE_SPACE...). */
export function storeFile(ctx: InstanceContext, user: UserRecord, input: StoreFileInput): DriveFileRecord {
  const knobs = ctx.state.knobs;
  if (knobs.uploadInternalErrors > 0) {
    knobs.uploadInternalErrors--;
    throw new ApiError(COMMON_ERRORS.internal, { e: { message: 'Injected upload failure (mock)', code: 'MockFault', id: 'mock-upload-fault' } });
  }
  const size = input.data?.length ?? input.size ?? 0;
  if (size > knobs.maxUploadBytes) throw new ApiError(UPLOAD_ERRORS.tooLarge);
  if (!isValidFileName(input.name)) throw new ApiError(UPLOAD_ERRORS.invalidFileName);
  if (input.name.toLowerCase().includes(INAPPROPRIATE_MARKER)) throw new ApiError(UPLOAD_ERRORS.inappropriate);
  if (driveUsage(ctx, user.id) + size > capacityOf(knobs, user.id)) throw new ApiError(UPLOAD_ERRORS.noFreeSpace);
  const folderId = input.folderId ?? null;
  if (folderId != null) ownFolder(ctx, folderId, user.id, UPLOAD_ERRORS.noSuchFolder);

  const at = input.at ?? ctx.now();
  const type = input.type || 'application/octet-stream';
  const measured = input.data && type.startsWith('image/') ? imageSize(input.data) : null;
  const width = measured?.width ?? input.width ?? null;
  const height = measured?.height ?? input.height ?? null;
  const h = hashString(`${input.name}:${size}`);
  const hues: [number, number] = [h % 360, (h >>> 9) % 360];
  const visual = type.startsWith('image/') || type.startsWith('video/');
  const record: DriveFileRecord = {
    id: ctx.state.ids.file(at),
    userId: user.id,
    createdAt: at,
    name: input.name,
    type,
    md5: pseudoMd5(input.data ?? new TextEncoder().encode(`${input.name}:${at}`)),
    size,
    isSensitive: input.isSensitive ?? false,
    blurhash: visual && (width != null || !input.data) ? gradientBlurhash(hues) : null,
    width,
    height,
    comment: input.comment ?? null,
    ...(input.data ? { data: input.data } : {}),
    hues,
    folderId,
  };
  ctx.state.files.set(record.id, record);
  if (!input.silent) {
    const packed = packDriveFile(ctx, record);
    publishMain(ctx, user.id, 'driveFileCreated', packed);
    publish(ctx, streamKey.drive(user.id), 'fileCreated', packed);
  }
  return record;
}

export function deleteDriveFile(ctx: InstanceContext, file: DriveFileRecord): void {
  ctx.state.files.delete(file.id);
  for (const u of ctx.state.users.values()) {
    if (u.avatarFileId === file.id) u.avatarFileId = null;
    if (u.bannerFileId === file.id) u.bannerFileId = null;
  }
  publish(ctx, streamKey.drive(file.userId), 'fileDeleted', file.id);
}

export function announceFileUpdated(ctx: InstanceContext, file: DriveFileRecord): Record<string, unknown> {
  const packed = packDriveFile(ctx, file, { detail: true });
  publish(ctx, streamKey.drive(file.userId), 'fileUpdated', packed);
  return packed;
}

export function announceFolder(ctx: InstanceContext, folder: DriveFolderRecord, type: 'folderCreated' | 'folderUpdated'): Record<string, unknown> {
  const packed = packDriveFolder(ctx, folder, { detail: true });
  publish(ctx, streamKey.drive(folder.userId), type, packed);
  return packed;
}

/** MIME type guessed from a URL or file name. */
export function guessType(name: string): string {
  const ext = /\.([a-z0-9]+)(?:$|[?#])/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const types: Record<string, string> = {
    png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif', svg: 'image/svg+xml',
    mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime', mp3: 'audio/mpeg', ogg: 'audio/ogg', wav: 'audio/wav', m4a: 'audio/mp4',
    txt: 'text/plain', pdf: 'application/pdf', zip: 'application/zip',
  };
  return types[ext] ?? 'application/octet-stream';
}
