/** What the upload queue needs from the outside world; `defaultUploadDeps` binds the real services. */
import { getAccount, getApi, getServerOrigin } from '@/core/accounts/session';
import { isApiError } from '@/core/api/api-error';
import { uploadDriveFile } from '@/core/api/upload';
import { inputDialog } from '@/core/dialogs/dialog-store';
import type { DriveFile } from '@/core/entities/drive-file';
import { appendErrorLog, redactParams } from '@/core/errors/error-log';
import { t } from '@/core/i18n';
import { getSetting } from '@/core/settings';
import { waitForUrlUpload } from '@/core/stream/patching/upload-markers';
import { showToast } from '@/core/toast/toast-store';
import { safeHttpUrl } from '@/core/entities/http-url';
import { prepareUpload, type PreparedUpload } from './prepare-file';

/** How long an upload from a URL may take before it is shown as failed (the server sends no failure event). */
export const URL_UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadDeps {
  prepare(file: File, name: string): Promise<PreparedUpload>;
  upload(args: { file: Blob; name: string; folderId: string | null; onProgress: (p: number) => void; signal: AbortSignal }): Promise<DriveFile>;
  uploadFromUrl(url: string, folderId: string | null, marker: string): Promise<void>;
  waitForUrlUpload(marker: string, signal: AbortSignal): Promise<DriveFile>;
  updateFile(fileId: string, change: { isSensitive?: boolean; comment?: string | null }): Promise<DriveFile | undefined>;
  /** The filename prompt; null when cancelled. */
  promptFileName(defaultName: string): Promise<string | null>;
  notify(kind: 'error' | 'info', message: string): void;
  log(error: unknown, params: Record<string, unknown>): void;
  httpUrl(value: string): string | null;
  newId(): string;
}

export function randomId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function waitWithTimeout(marker: string, signal: AbortSignal): Promise<DriveFile> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(t('upload.urlTimeout'))), URL_UPLOAD_TIMEOUT_MS);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error(t('errors.aborted')));
    });
    waitForUrlUpload(marker).then((file) => {
      clearTimeout(timer);
      resolve(file);
    }, reject);
  });
}

export function defaultUploadDeps(): UploadDeps {
  return {
    prepare: (file, name) => prepareUpload(file, name, { keepOriginal: getSetting('keepOriginalUploading') }),
    upload: ({ file, name, folderId, onProgress, signal }) =>
      uploadDriveFile({ origin: getServerOrigin(), token: getAccount()?.token ?? null, file, name, folderId, onProgress, signal }),
    uploadFromUrl: async (url, folderId, marker) => {
      await getApi().request('drive/files/upload-from-url', { url, folderId, marker }, { suppressError: true });
    },
    waitForUrlUpload: waitWithTimeout,
    updateFile: (fileId, change) => getApi().request<DriveFile | undefined>('drive/files/update', { fileId, ...change }),
    promptFileName: (defaultName) => inputDialog({ title: t('upload.enterFileName'), defaultValue: defaultName }),
    notify: (kind, message) => {
      showToast(message, kind);
    },
    log: (error, params) => {
      if (isApiError(error) && error.kind === 'aborted') return;
      appendErrorLog({
        time: Date.now(),
        status: isApiError(error) ? (error.status ?? error.kind) : 'error',
        response: isApiError(error) ? (error.serverError ? JSON.stringify(error.serverError) : (error.rawBody ?? error.message)) : String(error),
        endpoint: isApiError(error) ? error.endpoint : 'drive/files/create',
        parameters: redactParams(params),
      });
    },
    httpUrl: safeHttpUrl,
    newId: randomId,
  };
}
