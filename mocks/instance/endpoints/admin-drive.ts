/** Every user's drive files for moderators: `admin/drive/files` and `admin/drive/show-file`. */
import { absoluteUrl } from '../context';
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { packDriveFile } from '../pack/drive-file';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { ADMIN_ERRORS } from './admin-common';
import { ID } from './social-common';

export const adminDriveEndpoints: Record<string, AnyEndpoint> = {
  'admin/drive/files': defineEndpoint<PagingParams & { userId?: string | null; type?: string | null; origin: string; hostname?: string | null }>({
    requireModerator: true,
    params: { properties: { ...PAGING, userId: { type: 'string', nullable: true }, type: { type: 'string', nullable: true }, origin: { type: 'string', enum: ['combined', 'local', 'remote'], default: 'local' }, hostname: { type: 'string', nullable: true } } },
    handler: (ctx, ps) => {
      const files = [...ctx.state.files.values()].filter((f) => {
        const owner = ctx.state.users.get(f.userId);
        return (!ps.userId || f.userId === ps.userId) && (!ps.type || f.type.startsWith(ps.type.replace(/\*$/, ''))) &&
          (ps.origin === 'combined' || (ps.origin === 'local') === (owner?.host == null)) && (!ps.hostname || owner?.host === ps.hostname);
      });
      files.sort((a, b) => b.id.localeCompare(a.id));
      return paginate(files, ps).map((f) => packDriveFile(ctx, f, { detail: true }));
    },
  }),
  'admin/drive/show-file': defineEndpoint<{ fileId: string }>({
    requireModerator: true,
    params: { properties: { fileId: ID }, required: ['fileId'] },
    handler: (ctx, ps) => {
      const f = ctx.state.files.get(ps.fileId);
      if (!f) throw new ApiError(ADMIN_ERRORS.noSuchFile);
      const owner = ctx.state.users.get(f.userId);
      return {
        ...packDriveFile(ctx, f, { detail: true }),
        userHost: owner?.host ?? null, md5: f.md5, storedInternal: true, isLink: false, requestIp: null, requestHeaders: null,
        uri: null, src: null, accessKey: null, thumbnailAccessKey: null, webpublicAccessKey: null,
        url: absoluteUrl(ctx, `/files/${f.id}`),
      };
    },
  }),
};
