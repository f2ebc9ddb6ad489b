import { announceFileUpdated, deleteDriveFile, driveUsage, guessType, ownFolder, storeFile } from '../actions/drive';
import { publishMain } from '../actions/streams';
import type { CallContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, invalidParam, type ErrorDef } from '../errors';
import { capacityOf, later } from '../knobs';
import { packDriveFile } from '../pack/drive-file';
import { packNote } from '../pack/note';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { notesNewestFirst } from '../state';
import type { DriveFileRecord } from '../types';
import { canSeeNote } from '../visibility';

const FILE_ID = { type: 'string', format: 'misskey:id' } as const;
const FOLDER_ID = { type: 'string', format: 'misskey:id', nullable: true } as const;

const ERRORS = {
  showNoSuchFile: { message: 'No such file.', code: 'NO_SUCH_FILE', id: '067bc436-2718-4795-b0fb-ecbe43949e31' },
  showAccessDenied: { message: 'Access denied.', code: 'ACCESS_DENIED', id: '25b73c73-68b1-41d0-bad1-381cfdf6579f' },
  updateNoSuchFile: { message: 'No such file.', code: 'NO_SUCH_FILE', id: 'e7778c7e-3af9-49cd-9690-6dbc3e6c972d' },
  updateAccessDenied: { message: 'Access denied.', code: 'ACCESS_DENIED', id: '01a53b27-82fc-445b-a0c1-b558465a8ed2' },
  updateNoSuchFolder: { message: 'No such folder.', code: 'NO_SUCH_FOLDER', id: 'ea8fb7a5-af77-4a08-b608-c0218176cd73' },
  deleteNoSuchFile: { message: 'No such file.', code: 'NO_SUCH_FILE', id: '908939ec-e52b-4458-b395-1025195cea58' },
  deleteAccessDenied: { message: 'Access denied.', code: 'ACCESS_DENIED', id: '5eb8d909-2540-4970-90b8-dd6f86088121' },
  attachedNoSuchFile: { message: 'No such file.', code: 'NO_SUCH_FILE', id: 'c118ece3-2e4b-4296-99d1-51756e32d232' },
} satisfies Record<string, ErrorDef>;

/** A file the caller may manage (staff may manage anyone's, like the real server). */
function manageableFile(ctx: CallContext, fileId: string, notFound: ErrorDef, denied: ErrorDef): DriveFileRecord {
  const me = requireMe(ctx);
  const file = ctx.state.files.get(fileId);
  if (!file) throw new ApiError(notFound);
  if (file.userId !== me.id && !me.isAdmin && !me.isModerator) throw new ApiError(denied);
  return file;
}

function myFilesNewestFirst(ctx: CallContext, userId: string): DriveFileRecord[] {
  return [...ctx.state.files.values()].filter((f) => f.userId === userId).sort((a, b) => (a.id < b.id ? 1 : -1));
}

/** "image/*" style prefixes or exact types, as the real `type` filter. */
function typeMatches(pattern: string | null | undefined, type: string): boolean {
  if (!pattern) return true;
  return pattern.endsWith('*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;
}

type ListParams = PagingParams & { folderId?: string | null; type?: string | null };

export const driveEndpoints: Record<string, AnyEndpoint> = {
  'drive/files/create': defineEndpoint<{ folderId?: string | null; name?: string | null; comment?: string | null; isSensitive: boolean }>({
    requireCredential: true,
    params: {
      properties: {
        folderId: FOLDER_ID,
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
      // As the real server: a name param of 'undefined' or '' means "use the uploaded file's name".
      const name = ps.name && ps.name !== 'undefined' ? ps.name : upload.name || 'untitled';
      const record = storeFile(ctx, me, {
        name,
        type: upload.type && upload.type !== 'application/octet-stream' ? upload.type : guessType(name),
        data: upload.data,
        // Multipart forms sometimes carry the strings 'null' / 'undefined' for "no folder".
        folderId: ps.folderId === 'null' || ps.folderId === 'undefined' ? null : (ps.folderId ?? null),
        isSensitive: ps.isSensitive,
        comment: ps.comment ?? null,
      });
      return packDriveFile(ctx, record, { detail: true });
    },
  }),

  'drive/files/upload-from-url': defineEndpoint<{ url: string; folderId?: string | null; isSensitive: boolean; comment?: string | null; marker?: string | null }>({
    requireCredential: true,
    params: {
      properties: {
        url: { type: 'string' },
        folderId: FOLDER_ID,
        isSensitive: { type: 'boolean', default: false },
        comment: { type: 'string', nullable: true, maxLength: 512 },
        marker: { type: 'string', nullable: true },
        force: { type: 'boolean', default: false },
      },
      required: ['url'],
    },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      let url: URL;
      try {
        url = new URL(ps.url);
      } catch {
        throw invalidParam('url', 'must be a URL');
      }
      // The real server queues the download and answers 204; completion arrives as `urlUploadFinished`.
      later(ctx.state.knobs, ctx.state.knobs.uploadFromUrlDelayMs, () => {
        if (!ctx.state.users.has(me.id) || /\.invalid$|^unreachable\./.test(url.hostname)) return;
        const base = decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? '') || url.hostname;
        const type = guessType(base);
        const image = type.startsWith('image/');
        try {
          const file = storeFile(ctx, me, {
            name: base,
            type: image ? 'image/png' : type,
            size: image ? 48_000 : 12_000,
            width: image ? 640 : null,
            height: image ? 400 : null,
            folderId: ps.folderId ?? null,
            isSensitive: ps.isSensitive,
            comment: ps.comment ?? null,
          });
          publishMain(ctx, me.id, 'urlUploadFinished', { marker: ps.marker ?? null, file: packDriveFile(ctx, file, { detail: true }) });
        } catch (err) {
          // The real job fails silently (no event).
          if (!(err instanceof ApiError)) throw err;
        }
      });
      return undefined;
    },
  }),

  'drive/files/show': defineEndpoint<{ fileId?: string; url?: string }>({
    requireCredential: true,
    params: { properties: { fileId: FILE_ID, url: { type: 'string' } }, anyOf: [{ required: ['fileId'] }, { required: ['url'] }] },
    handler: (ctx, ps) => {
      const id = ps.fileId ?? /\/files\/(?:thumbnail-)?([^/?#]+)/.exec(ps.url ?? '')?.[1] ?? '';
      return packDriveFile(ctx, manageableFile(ctx, id, ERRORS.showNoSuchFile, ERRORS.showAccessDenied), { detail: true, withUser: true });
    },
  }),

  'drive/files/update': defineEndpoint<{ fileId: string; name?: string; comment?: string | null; isSensitive?: boolean; folderId?: string | null }>({
    requireCredential: true,
    params: {
      properties: {
        fileId: FILE_ID,
        name: { type: 'string', minLength: 1 },
        comment: { type: 'string', nullable: true, maxLength: 512 },
        isSensitive: { type: 'boolean' },
        folderId: FOLDER_ID,
      },
      required: ['fileId'],
    },
    handler: (ctx, ps) => {
      const file = manageableFile(ctx, ps.fileId, ERRORS.updateNoSuchFile, ERRORS.updateAccessDenied);
      if (ps.folderId !== undefined) {
        file.folderId = ps.folderId === null ? null : ownFolder(ctx, ps.folderId, file.userId, ERRORS.updateNoSuchFolder).id;
      }
      if (ps.name !== undefined) file.name = ps.name;
      if (ps.comment !== undefined) file.comment = ps.comment;
      if (ps.isSensitive !== undefined) file.isSensitive = ps.isSensitive;
      return announceFileUpdated(ctx, file);
    },
  }),

  'drive/files/delete': defineEndpoint<{ fileId: string }>({
    requireCredential: true,
    params: { properties: { fileId: FILE_ID }, required: ['fileId'] },
    handler: (ctx, ps) => {
      deleteDriveFile(ctx, manageableFile(ctx, ps.fileId, ERRORS.deleteNoSuchFile, ERRORS.deleteAccessDenied));
      return undefined;
    },
  }),

  'drive/files/find': defineEndpoint<{ name: string; folderId: string | null }>({
    requireCredential: true,
    params: { properties: { name: { type: 'string' }, folderId: { ...FOLDER_ID, default: null } }, required: ['name'] },
    handler: (ctx, ps) =>
      myFilesNewestFirst(ctx, requireMe(ctx).id)
        .filter((f) => f.name === ps.name && (f.folderId ?? null) === ps.folderId)
        .map((f) => packDriveFile(ctx, f, { detail: true })),
  }),

  'drive/files/find-by-hash': defineEndpoint<{ md5: string }>({
    requireCredential: true,
    params: { properties: { md5: { type: 'string' } }, required: ['md5'] },
    handler: (ctx, ps) => myFilesNewestFirst(ctx, requireMe(ctx).id).filter((f) => f.md5 === ps.md5).map((f) => packDriveFile(ctx, f, { detail: true })),
  }),

  'drive/files/check-existence': defineEndpoint<{ md5: string }>({
    requireCredential: true,
    params: { properties: { md5: { type: 'string' } }, required: ['md5'] },
    handler: (ctx, ps) => myFilesNewestFirst(ctx, requireMe(ctx).id).some((f) => f.md5 === ps.md5),
  }),

  'drive/files/attached-notes': defineEndpoint<PagingParams & { fileId: string }>({
    requireCredential: true,
    params: { properties: { fileId: FILE_ID, ...PAGING }, required: ['fileId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const file = ctx.state.files.get(ps.fileId);
      if (!file || file.userId !== me.id) throw new ApiError(ERRORS.attachedNoSuchFile);
      return paginate(notesNewestFirst(ctx.state), ps, (n) => n.fileIds.includes(file.id) && canSeeNote(ctx.state, me, n)).map((n) =>
        packNote(ctx, n, me, { detail: true }),
      );
    },
  }),

  'drive/files': defineEndpoint<ListParams>({
    requireCredential: true,
    params: { properties: { ...PAGING, folderId: { ...FOLDER_ID, default: null }, type: { type: 'string', nullable: true } } },
    handler: (ctx, ps) => {
      const folderId = ps.folderId ?? null;
      return paginate(myFilesNewestFirst(ctx, requireMe(ctx).id), ps, (f) => (f.folderId ?? null) === folderId && typeMatches(ps.type, f.type)).map((f) =>
        packDriveFile(ctx, f),
      );
    },
  }),

  'drive/stream': defineEndpoint<ListParams>({
    requireCredential: true,
    params: { properties: { ...PAGING, type: { type: 'string', nullable: true } } },
    handler: (ctx, ps) => paginate(myFilesNewestFirst(ctx, requireMe(ctx).id), ps, (f) => typeMatches(ps.type, f.type)).map((f) => packDriveFile(ctx, f)),
  }),

  drive: defineEndpoint({
    requireCredential: true,
    handler: (ctx) => {
      const me = requireMe(ctx);
      return { capacity: capacityOf(ctx.state.knobs, me.id), usage: driveUsage(ctx, me.id) };
    },
  }),
};
