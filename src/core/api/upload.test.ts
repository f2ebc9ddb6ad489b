import { describe, expect, it, vi } from 'vitest';
import { t } from '@/core/i18n';
import { describeUploadError, readUploadAnswer, UPLOAD_ERROR_IDS, uploadDriveFile, UploadError } from './upload';

/** A scriptable stand-in for XMLHttpRequest. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((ev: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

function start(over: Partial<Parameters<typeof uploadDriveFile>[0]> = {}) {
  const xhr = new FakeXhr();
  const onProgress = vi.fn();
  const promise = uploadDriveFile({
    origin: 'https://s.example/',
    token: 'TOKEN',
    file: new Blob(['png'], { type: 'image/png' }),
    name: 'cat.png',
    folderId: 'folder1',
    onProgress,
    createXhr: () => xhr as unknown as XMLHttpRequest,
    ...over,
  });
  return { xhr, promise, onProgress };
}

const errorBody = (code: string, id: string, message = 'msg') => JSON.stringify({ error: { code, id, message } });

async function failure(promise: Promise<unknown>): Promise<UploadError> {
  const e = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(UploadError);
  return e as UploadError;
}

describe('uploadDriveFile', () => {
  it('POSTs multipart force, file, name and folderId with a Bearer header and reports progress', async () => {
    const { xhr, promise, onProgress } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://s.example/api/drive/files/create');
    expect(xhr.headers.Authorization).toBe('Bearer TOKEN');
    expect(xhr.body?.get('force')).toBe('true');
    expect(xhr.body?.get('name')).toBe('cat.png');
    expect(xhr.body?.get('folderId')).toBe('folder1');
    expect(xhr.body?.has('i')).toBe(false);
    const file = xhr.body?.get('file') as File;
    expect(file.name).toBe('cat.png');
    xhr.progress(50, 200);
    expect(onProgress).toHaveBeenLastCalledWith(0.25);
    xhr.respond(200, JSON.stringify({ id: 'f1', name: 'cat.png', type: 'image/png', size: 3, url: null, isSensitive: false }));
    await expect(promise).resolves.toMatchObject({ id: 'f1' });
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it('leaves folderId out for the root folder', () => {
    const { xhr } = start({ folderId: null });
    expect(xhr.body?.has('folderId')).toBe(false);
  });

  it('413 → file size limit exceeded', async () => {
    const { xhr, promise } = start();
    xhr.respond(413, '<html>too large</html>');
    const e = await failure(promise);
    expect(e.reason).toBe('tooLarge');
    expect(e.kind).toBe('server');
    expect(e.status).toBe(413);
    expect(describeUploadError(e)).toEqual({ title: t('upload.failedToUpload'), text: t('upload.exceedsFileSizeLimit'), retryable: false });
  });

  it('the inappropriate-content and no-free-space error ids get their own messages', async () => {
    const a = start();
    a.xhr.respond(400, errorBody('INAPPROPRIATE', UPLOAD_ERROR_IDS.inappropriate));
    expect((await failure(a.promise)).message).toBe(t('upload.inappropriate'));
    const b = start();
    b.xhr.respond(400, errorBody('NO_FREE_SPACE', UPLOAD_ERROR_IDS.noFreeSpace));
    const e = await failure(b.promise);
    expect(e.reason).toBe('noFreeSpace');
    expect(e.message).toBe(t('upload.noFreeSpace'));
  });

  it('other server errors show message, code and id', async () => {
    const { xhr, promise } = start();
    xhr.respond(500, errorBody('INTERNAL_ERROR', '5d37dbcb-891e-41ca-a3d6-e690c97775ac', 'Internal error occurred.'));
    const e = await failure(promise);
    expect(e.reason).toBe('server');
    expect(e.code).toBe('INTERNAL_ERROR');
    expect(e.message).toContain('Internal error occurred.');
    expect(e.message).toContain('INTERNAL_ERROR');
    expect(e.message).toContain('5d37dbcb-891e-41ca-a3d6-e690c97775ac');
    expect(describeUploadError(e).retryable).toBe(true);
  });

  it('an unparsable answer shows the raw response', async () => {
    const { xhr, promise } = start();
    xhr.respond(200, '{"id":"9xmock","createdAt":"2026-');
    const e = await failure(promise);
    expect(e.reason).toBe('unparsable');
    expect(e.kind).toBe('malformed');
    expect(e.message).toContain('{"id":"9xmock","createdAt":"2026-');
    const bad = start();
    bad.xhr.respond(502, 'Bad Gateway');
    const e2 = await failure(bad.promise);
    expect(e2.kind).toBe('server');
    expect(e2.message).toContain('Bad Gateway');
  });

  it('a network error is retryable', async () => {
    const { xhr, promise } = start();
    xhr.onerror?.();
    const e = await failure(promise);
    expect(e.reason).toBe('network');
    expect(e.kind).toBe('network');
    expect(e.message).toBe(t('upload.networkError'));
    expect(describeUploadError(e).retryable).toBe(true);
  });

  it('aborting the signal aborts the request', async () => {
    const controller = new AbortController();
    const { promise } = start({ signal: controller.signal });
    controller.abort();
    const e = await failure(promise);
    expect(e.kind).toBe('aborted');
    expect(describeUploadError(e).retryable).toBe(false);
  });

  it('readUploadAnswer accepts only a file object on 200', () => {
    expect(readUploadAnswer(200, '{"id":"x"}')).toEqual({ id: 'x' });
    expect(() => readUploadAnswer(200, '[]')).toThrow(UploadError);
  });
});
