import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, invalidParam } from '../errors';
import { gradientBlurhash, imageSize, pseudoMd5 } from '../media';
import { packDriveFile } from '../pack/drive-file';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { hashString } from '../prng';
import type { DriveFileRecord } from '../types';

const FILE_ID = { type: 'string', format: 'misskey:id' } as const;
const NO_SUCH_FILE = { message: 'No such file.', code: 'NO_SUCH_FILE', id: '067bc436-2718-4795-b0fb-ecbe43949e31' };
const ACCESS_DENIED = { message: 'Access denied.', code: 'ACCESS_DENIED', id: '25b73c73-68b1-41d0-bad1-381cfdf6579f' };
const MAX_UPLOAD = 100 * 1024 * 1024;

function ownFile(files: Map<string, DriveFileRecord>, fileId: string, userId: string): DriveFileRecord {
  const file = files.get(fileId);
  if (!file) throw new ApiError(NO_SUCH_FILE);
  if (file.userId !== userId) throw new ApiError(ACCESS_DENIED);
  return file;
}

export const driveEndpoints: Record<string, AnyEndpoint> = {
  'drive/files/create': defineEndpoint<{ name?: string | null; comment?: string | null; isSensitive: boolean }>({
    requireCredential: true,
    params: {
      properties: {
        folderId: { type: 'string', format: 'misskey:id', nullable: true },
        name: { type: 'string', nullable: true },
        comment: { type: 'string', nullable: true, maxLength: 512 },
        isSensitive: { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
      },
    },
    handler: (ctx, ps, files) => {
      const me = requireMe(ctx);
      const upload = files.find((f) => f.field === 'file') ?? files[0];
      if (!upload) throw invalidParam('file', 'must have required property \'file\'');
      if (upload.data.length > MAX_UPLOAD) throw new ApiError({ message: 'File too large.', code: 'FILE_TOO_LARGE', id: 'b9d8c348-33f0-4673-b9a9-5d4da058977a', status: 413 });
      const now = ctx.now();
      const size = upload.type.startsWith('image/') ? imageSize(upload.data) : null;
      const h = hashString(upload.name + upload.data.length);
      const hues: [number, number] = [h % 360, (h >>> 9) % 360];
      const record: DriveFileRecord = {
        id: ctx.state.ids.file(now),
        userId: me.id,
        createdAt: now,
        name: ps.name || upload.name || 'untitled',
        type: upload.type || 'application/octet-stream',
        md5: pseudoMd5(upload.data),
        size: upload.data.length,
        isSensitive: ps.isSensitive,
        blurhash: size ? gradientBlurhash(hues) : null,
        width: size?.width ?? null,
        height: size?.height ?? null,
        comment: ps.comment ?? null,
        data: upload.data,
        hues,
      };
      ctx.state.files.set(record.id, record);
      const packed = packDriveFile(ctx, record);
      ctx.events.emit({ kind: 'main', userId: me.id, type: 'driveFileCreated', body: packed });
      return packed;
    },
  }),

  'drive/files/show': defineEndpoint<{ fileId: string }>({
    requireCredential: true,
    params: { properties: { fileId: FILE_ID }, required: ['fileId'] },
    handler: (ctx, ps) => packDriveFile(ctx, ownFile(ctx.state.files, ps.fileId, requireMe(ctx).id)),
  }),

  'drive/files/update': defineEndpoint<{ fileId: string; name?: string; comment?: string | null; isSensitive?: boolean }>({
    requireCredential: true,
    params: {
      properties: {
        fileId: FILE_ID,
        name: { type: 'string', minLength: 1 },
        comment: { type: 'string', nullable: true, maxLength: 512 },
        isSensitive: { type: 'boolean' },
        folderId: { type: 'string', format: 'misskey:id', nullable: true },
      },
      required: ['fileId'],
    },
    handler: (ctx, ps) => {
      const file = ownFile(ctx.state.files, ps.fileId, requireMe(ctx).id);
      if (ps.name !== undefined) file.name = ps.name;
      if (ps.comment !== undefined) file.comment = ps.comment;
      if (ps.isSensitive !== undefined) file.isSensitive = ps.isSensitive;
      return packDriveFile(ctx, file);
    },
  }),

  'drive/files': defineEndpoint<PagingParams & { type?: string | null }>({
    requireCredential: true,
    params: { properties: { ...PAGING, folderId: { type: 'string', nullable: true }, type: { type: 'string', nullable: true } } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const mine = [...ctx.state.files.values()].filter((f) => f.userId === me.id).sort((a, b) => (a.id < b.id ? 1 : -1));
      const prefix = ps.type?.replace(/\*$/, '');
      return paginate(mine, ps, (f) => !prefix || f.type.startsWith(prefix)).map((f) => packDriveFile(ctx, f));
    },
  }),

  drive: defineEndpoint({
    requireCredential: true,
    handler: (ctx) => {
      const me = requireMe(ctx);
      let usage = 0;
      for (const f of ctx.state.files.values()) if (f.userId === me.id) usage += f.size;
      return { capacity: 100 * 1024 * 1024, usage };
    },
  }),
};
