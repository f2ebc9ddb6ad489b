import { announceFolder, ownFolder } from '../actions/drive';
import { publish, streamKey } from '../actions/streams';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { packDriveFolder } from '../pack/drive-folder';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import type { DriveFolderRecord } from '../types';

const FOLDER_ID = { type: 'string', format: 'misskey:id' } as const;
const PARENT_ID = { type: 'string', format: 'misskey:id', nullable: true } as const;

const ERRORS = {
  createNoSuchFolder: { message: 'No such folder.', code: 'NO_SUCH_FOLDER', id: '53326628-a00d-40a6-a3cd-8975105c0f95' },
  showNoSuchFolder: { message: 'No such folder.', code: 'NO_SUCH_FOLDER', id: 'd74ab9eb-bb09-4bba-bf24-fb58f761e1e9' },
  deleteNoSuchFolder: { message: 'No such folder.', code: 'NO_SUCH_FOLDER', id: '1069098f-c281-440f-b085-f9932edbe091' },
  hasChildren: { message: 'This folder has child files or folders.', code: 'HAS_CHILD_FILES_OR_FOLDERS', id: 'b0fc8a17-963c-405d-bfbc-859a487295e1' },
  updateNoSuchFolder: { message: 'No such folder.', code: 'NO_SUCH_FOLDER', id: 'f7974dac-2c0d-4a27-926e-23583b28e98e' },
  updateNoSuchParent: { message: 'No such parent folder.', code: 'NO_SUCH_PARENT_FOLDER', id: 'ce104e3a-faaf-49d5-b459-10ff0cbbcaa1' },
  recursiveNesting: { message: 'It can not be structured like nesting folders recursively.', code: 'RECURSIVE_NESTING', id: 'dbeb024837894013aed44279f9199740' },
} satisfies Record<string, ErrorDef>;

function foldersNewestFirst(folders: Iterable<DriveFolderRecord>, userId: string): DriveFolderRecord[] {
  return [...folders].filter((f) => f.userId === userId).sort((a, b) => (a.id < b.id ? 1 : -1));
}

export const driveFolderEndpoints: Record<string, AnyEndpoint> = {
  'drive/folders': defineEndpoint<PagingParams & { folderId: string | null }>({
    requireCredential: true,
    params: { properties: { ...PAGING, folderId: { ...PARENT_ID, default: null } } },
    handler: (ctx, ps) =>
      paginate(foldersNewestFirst(ctx.state.driveFolders.values(), requireMe(ctx).id), ps, (f) => f.parentId === ps.folderId).map((f) =>
        packDriveFolder(ctx, f),
      ),
  }),

  'drive/folders/create': defineEndpoint<{ name: string; parentId?: string | null }>({
    requireCredential: true,
    params: { properties: { name: { type: 'string', maxLength: 200, default: 'Untitled' }, parentId: PARENT_ID } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const parent = ps.parentId != null ? ownFolder(ctx, ps.parentId, me.id, ERRORS.createNoSuchFolder) : null;
      const now = ctx.now();
      const folder: DriveFolderRecord = { id: ctx.state.ids.folder(now), userId: me.id, createdAt: now, name: ps.name, parentId: parent?.id ?? null };
      ctx.state.driveFolders.set(folder.id, folder);
      return announceFolder(ctx, folder, 'folderCreated');
    },
  }),

  'drive/folders/show': defineEndpoint<{ folderId: string }>({
    requireCredential: true,
    params: { properties: { folderId: FOLDER_ID }, required: ['folderId'] },
    handler: (ctx, ps) => packDriveFolder(ctx, ownFolder(ctx, ps.folderId, requireMe(ctx).id, ERRORS.showNoSuchFolder), { detail: true }),
  }),

  'drive/folders/find': defineEndpoint<{ name: string; parentId: string | null }>({
    requireCredential: true,
    params: { properties: { name: { type: 'string' }, parentId: { ...PARENT_ID, default: null } }, required: ['name'] },
    handler: (ctx, ps) =>
      foldersNewestFirst(ctx.state.driveFolders.values(), requireMe(ctx).id)
        .filter((f) => f.name === ps.name && f.parentId === ps.parentId)
        .map((f) => packDriveFolder(ctx, f, { detail: true })),
  }),

  'drive/folders/update': defineEndpoint<{ folderId: string; name?: string; parentId?: string | null }>({
    requireCredential: true,
    params: { properties: { folderId: FOLDER_ID, name: { type: 'string', maxLength: 200 }, parentId: PARENT_ID }, required: ['folderId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const folder = ownFolder(ctx, ps.folderId, me.id, ERRORS.updateNoSuchFolder);
      if (ps.name) folder.name = ps.name;
      if (ps.parentId !== undefined) {
        if (ps.parentId === folder.id) throw new ApiError(ERRORS.recursiveNesting);
        if (ps.parentId === null) {
          folder.parentId = null;
        } else {
          const parent = ownFolder(ctx, ps.parentId, me.id, ERRORS.updateNoSuchParent);
          for (let cur: DriveFolderRecord | undefined = parent; cur; cur = cur.parentId ? ctx.state.driveFolders.get(cur.parentId) : undefined) {
            if (cur.id === folder.id) throw new ApiError(ERRORS.recursiveNesting);
          }
          folder.parentId = parent.id;
        }
      }
      return announceFolder(ctx, folder, 'folderUpdated');
    },
  }),

  'drive/folders/delete': defineEndpoint<{ folderId: string }>({
    requireCredential: true,
    params: { properties: { folderId: FOLDER_ID }, required: ['folderId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const folder = ownFolder(ctx, ps.folderId, me.id, ERRORS.deleteNoSuchFolder);
      const hasFolders = [...ctx.state.driveFolders.values()].some((f) => f.parentId === folder.id);
      const hasFiles = [...ctx.state.files.values()].some((f) => (f.folderId ?? null) === folder.id);
      if (hasFolders || hasFiles) throw new ApiError(ERRORS.hasChildren);
      ctx.state.driveFolders.delete(folder.id);
      publish(ctx, streamKey.drive(me.id), 'folderDeleted', folder.id);
      return undefined;
    },
  }),
};
