/** Exports and imports: the requests are queued as jobs (settings-account-state.ts), as the real server queues them. */
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { settingsAccountState } from './settings-account-state';

const ERRORS = {
  noSuchFile: { message: 'No such file.', code: 'NO_SUCH_FILE', id: 'e674141e-bd2a-ba85-e616-aefb187c9c2a' },
  emptyFile: { message: 'That file is empty.', code: 'EMPTY_FILE', id: '31a1b42c-06f7-42ae-8a38-a661c5c9f691' },
} satisfies Record<string, ErrorDef>;

const exportEndpoint = (kind: string) =>
  defineEndpoint({
    requireCredential: true,
    handler: (ctx) => {
      const me = requireMe(ctx);
      settingsAccountState(ctx.state).jobs.push({ userId: me.id, kind, at: ctx.now() });
      return undefined;
    },
  });

const importEndpoint = (kind: string) =>
  defineEndpoint<{ fileId: string }>({
    requireCredential: true,
    params: { properties: { fileId: { type: 'string', format: 'misskey:id' } }, required: ['fileId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const file = ctx.state.files.get(ps.fileId);
      if (!file || file.userId !== me.id) throw new ApiError(ERRORS.noSuchFile);
      if (file.size === 0) throw new ApiError(ERRORS.emptyFile);
      settingsAccountState(ctx.state).jobs.push({ userId: me.id, kind, fileId: file.id, at: ctx.now() });
      return undefined;
    },
  });

export const settingsExportImportEndpoints: Record<string, AnyEndpoint> = {
  'i/export-notes': exportEndpoint('notes'),
  'i/export-following': exportEndpoint('following'),
  'i/export-mute': exportEndpoint('mute'),
  'i/export-blocking': exportEndpoint('blocking'),
  'i/export-user-lists': exportEndpoint('user-lists'),
  'i/export-favorites': exportEndpoint('favorites'),
  'i/import-following': importEndpoint('import-following'),
  'i/import-muting': importEndpoint('import-muting'),
  'i/import-blocking': importEndpoint('import-blocking'),
  'i/import-user-lists': importEndpoint('import-user-lists'),
};
