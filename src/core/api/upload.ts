/**
 * Multipart upload to `drive/files/create` (spec section 7) with progress, and the upload error
 * catalogue (spec section 8). XMLHttpRequest, because fetch cannot report upload progress.
 */
import type { DriveFile } from '@/core/entities/drive-file';
import { t } from '@/core/i18n';
import { ApiError, parseServerError, type ApiErrorKind, type ServerErrorObject } from './api-error';

const ENDPOINT = 'drive/files/create';
/** The real Misskey error ids of drive/files/create. */
export const UPLOAD_ERROR_IDS = {
  inappropriate: 'bec5bd69-fba3-43c9-b4fb-2894b66ad5d2',
  noFreeSpace: 'd08dbc37-a6a9-463a-8c47-96c32ab5f064',
} as const;
/** How much of an unparsable answer is shown to the user. */
const RAW_RESPONSE_SHOWN = 300;

/** Why an upload failed, finer than ApiError's kind. */
export type UploadFailure = 'tooLarge' | 'inappropriate' | 'noFreeSpace' | 'server' | 'unparsable' | 'network' | 'aborted';

export class UploadError extends ApiError {
  constructor(
    readonly reason: UploadFailure,
    kind: ApiErrorKind,
    message: string,
    status: number | null = null,
    serverError: ServerErrorObject | null = null,
    rawBody: string | null = null,
  ) {
    super(kind, ENDPOINT, message, status, serverError, rawBody);
  }
}

export function isUploadError(e: unknown): e is UploadError {
  return e instanceof UploadError;
}

export interface UploadDriveFileOptions {
  origin: string;
  token: string | null;
  file: Blob;
  name: string;
  folderId: string | null;
  /** Upload even when the drive already holds a file with the same hash (default true, as the official client). */
  force?: boolean;
  /** Upload progress, 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** For tests. */
  createXhr?: () => XMLHttpRequest;
}

function looksLikeDriveFile(v: unknown): v is DriveFile {
  return typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string';
}

/** Maps a finished (loaded) request to the file or an UploadError. */
export function readUploadAnswer(status: number, text: string): DriveFile {
  let body: unknown;
  let parsed = true;
  try {
    body = JSON.parse(text);
  } catch {
    parsed = false;
  }
  if (status === 200 && parsed && looksLikeDriveFile(body)) return body;
  if (status === 413) {
    throw new UploadError('tooLarge', 'server', t('upload.exceedsFileSizeLimit'), status, parsed ? parseServerError(body) : null, text);
  }
  const serverError = parsed ? parseServerError(body) : null;
  if (status !== 200 && serverError) {
    if (serverError.id === UPLOAD_ERROR_IDS.inappropriate) {
      throw new UploadError('inappropriate', 'server', t('upload.inappropriate'), status, serverError, text);
    }
    if (serverError.id === UPLOAD_ERROR_IDS.noFreeSpace) {
      throw new UploadError('noFreeSpace', 'server', t('upload.noFreeSpace'), status, serverError, text);
    }
    const message = t('upload.serverError', { message: serverError.message, code: serverError.code, id: serverError.id });
    throw new UploadError('server', 'server', message, status, serverError, text);
  }
  const raw = text.length > RAW_RESPONSE_SHOWN ? `${text.slice(0, RAW_RESPONSE_SHOWN)}…` : text;
  throw new UploadError('unparsable', status === 200 ? 'malformed' : 'server', t('upload.unparsable', { status, response: raw || '(empty)' }), status, null, text);
}

/** POSTs `file` as multipart form data to `{origin}/api/drive/files/create` with a Bearer credential. */
export function uploadDriveFile(opts: UploadDriveFileOptions): Promise<DriveFile> {
  return new Promise<DriveFile>((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new UploadError('aborted', 'aborted', t('errors.aborted')));
      return;
    }
    const xhr = opts.createXhr ? opts.createXhr() : new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = () => opts.signal?.removeEventListener('abort', onAbortSignal);
    xhr.open('POST', `${opts.origin.replace(/\/+$/, '')}/api/${ENDPOINT}`, true);
    if (opts.token) xhr.setRequestHeader('Authorization', `Bearer ${opts.token}`);
    xhr.upload.onprogress = (ev) => {
      if (ev.lengthComputable && ev.total > 0) opts.onProgress?.(Math.min(1, ev.loaded / ev.total));
    };
    xhr.onload = () => {
      settle();
      try {
        const file = readUploadAnswer(xhr.status, typeof xhr.responseText === 'string' ? xhr.responseText : '');
        opts.onProgress?.(1);
        resolve(file);
      } catch (e) {
        reject(e);
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new UploadError('network', 'network', t('upload.networkError')));
    };
    xhr.onabort = () => {
      settle();
      reject(new UploadError('aborted', 'aborted', t('errors.aborted')));
    };
    opts.signal?.addEventListener('abort', onAbortSignal, { once: true });

    const form = new FormData();
    form.append('force', String(opts.force ?? true));
    form.append('file', opts.file, opts.name);
    form.append('name', opts.name);
    if (opts.folderId) form.append('folderId', opts.folderId);
    xhr.send(form);
  });
}

const RETRYABLE: ReadonlySet<UploadFailure> = new Set(['network', 'server', 'unparsable']);

/** Title and text for a failed upload (spec section 8); `retryable` for network-level failures. */
export function describeUploadError(e: unknown): { title: string; text: string; retryable: boolean } {
  const title = t('upload.failedToUpload');
  if (e instanceof UploadError) return { title, text: e.message, retryable: RETRYABLE.has(e.reason) };
  if (e instanceof ApiError) return { title, text: e.message || t('errors.unknown'), retryable: true };
  return { title, text: e instanceof Error ? e.message : String(e), retryable: true };
}
