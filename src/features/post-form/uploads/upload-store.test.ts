import { describe, expect, it } from 'vitest';
import { t } from '@/core/i18n';
import { UploadError } from '@/core/api/upload';
import { driveFile, fakeDeps, flush, pngFile } from './fake-deps.test-util';
import { createUploadStore, UPLOAD_CONCURRENCY } from './upload-store';

const files = (n: number, prefix = 'f') => Array.from({ length: n }, (_, i) => pngFile(`${prefix}${i}.png`));

describe('upload store', () => {
  it('uploads into the folder, reports progress and ends with the server’s file', async () => {
    const { deps, pending } = fakeDeps();
    const store = createUploadStore({ folderId: 'fold' }, deps);
    await store.add([pngFile('a.png')]);
    await flush();
    expect(store.getSnapshot()).toMatchObject([{ name: 'a.png', state: 'uploading', progress: 0 }]);
    expect(pending[0]?.folderId).toBe('fold');
    pending[0]!.onProgress(0.5);
    expect(store.getSnapshot()[0]?.progress).toBe(0.5);
    pending[0]!.resolve(driveFile('srv1', { name: 'a.png' }));
    await flush();
    expect(store.getSnapshot()).toMatchObject([{ state: 'done', progress: 1, file: { id: 'srv1' } }]);
    expect(store.doneFiles().map((f) => f.id)).toEqual(['srv1']);
  });

  it('runs at most UPLOAD_CONCURRENCY uploads at a time', async () => {
    const { deps, pending } = fakeDeps();
    const store = createUploadStore({ folderId: null }, deps);
    await store.add(files(5));
    await flush();
    expect(pending).toHaveLength(UPLOAD_CONCURRENCY);
    pending[0]!.resolve(driveFile('x0'));
    await flush();
    await flush();
    expect(pending).toHaveLength(UPLOAD_CONCURRENCY + 1);
  });

  it('takes at most 16 files and says so beyond', async () => {
    const { deps } = fakeDeps();
    const store = createUploadStore({ folderId: null }, deps);
    await store.add(files(10));
    await store.add(files(10, 'g'));
    expect(store.getSnapshot()).toHaveLength(16);
    expect(deps.notify).toHaveBeenCalledWith('error', t('upload.tooManyFiles', { max: 16 }));
    store.addFromDrive([driveFile('d1')]);
    expect(store.getSnapshot()).toHaveLength(16);
  });

  it('a failure keeps the row with its message, toasts アップロードに失敗しました。 and can be retried or removed', async () => {
    const { deps, pending } = fakeDeps();
    const store = createUploadStore({ folderId: null }, deps);
    await store.add([pngFile('a.png')]);
    await flush();
    pending[0]!.reject(new UploadError('network', 'network', t('upload.networkError')));
    await flush();
    expect(store.getSnapshot()).toMatchObject([{ state: 'failed', error: t('upload.networkError'), retryable: true }]);
    expect(deps.notify).toHaveBeenCalledWith('error', `${t('upload.uploadFailed')} ${t('upload.networkError')}`);
    expect(t('upload.uploadFailed')).toBe('アップロードに失敗しました。');
    expect(deps.log).toHaveBeenCalled();
    store.retry(store.getSnapshot()[0]!.id);
    await flush();
    expect(store.getSnapshot()[0]?.state).toBe('uploading');
    pending[1]!.resolve(driveFile('ok'));
    await flush();
    expect(store.getSnapshot()[0]?.state).toBe('done');
    store.remove(store.getSnapshot()[0]!.id);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('removing an upload in flight aborts it quietly', async () => {
    const { deps, pending } = fakeDeps();
    const store = createUploadStore({ folderId: null }, deps);
    await store.add([pngFile('a.png')]);
    await flush();
    store.remove(store.getSnapshot()[0]!.id);
    expect(pending[0]?.signal.aborted).toBe(true);
    pending[0]!.reject(new UploadError('aborted', 'aborted', 'aborted'));
    await flush();
    expect(store.getSnapshot()).toEqual([]);
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('with requireFileName, prompts and uses the normalised name; cancel or an invalid name rejects', async () => {
    const answers = ['My:Pic', null, '***'];
    const { deps, pending } = fakeDeps({ promptFileName: async () => answers.shift() ?? null });
    const store = createUploadStore({ folderId: null, requireFileName: true }, deps);
    await store.add([pngFile('IMG.PNG'), pngFile('b.png'), pngFile('c.png')]);
    await flush();
    expect(store.getSnapshot().map((i) => i.name)).toEqual(['mypic.png']);
    expect(pending[0]?.name).toBe('mypic.png');
    expect(deps.notify).toHaveBeenCalledWith('error', t('upload.rejectedCancelled'));
    expect(deps.notify).toHaveBeenCalledWith('error', t('upload.rejectedInvalidName'));
  });

  it('uploads from a URL with a marker and finishes on the main-channel event; refuses non-http URLs', async () => {
    const { deps, urlWaiters } = fakeDeps();
    const store = createUploadStore({ folderId: 'fold' }, deps);
    await store.addFromUrl('javascript:alert(1)');
    expect(deps.notify).toHaveBeenCalledWith('error', t('upload.invalidUrl'));
    expect(store.getSnapshot()).toEqual([]);
    const done = store.addFromUrl('https://images.example/cat.png');
    await flush();
    expect(store.getSnapshot()).toMatchObject([{ name: 'cat.png', state: 'uploading' }]);
    const [url, folderId, marker] = (deps.uploadFromUrl as unknown as { mock: { calls: [string, string, string][] } }).mock.calls[0]!;
    expect([url, folderId]).toEqual(['https://images.example/cat.png', 'fold']);
    urlWaiters.get(marker)!(driveFile('fromUrl', { name: 'cat.png' }));
    await done;
    expect(store.getSnapshot()).toMatchObject([{ state: 'done', file: { id: 'fromUrl' } }]);
  });

  it('sets sensitive and alt text through drive/files/update, reverting on failure', async () => {
    const { deps } = fakeDeps();
    const store = createUploadStore({ folderId: null }, deps);
    store.addFromDrive([driveFile('d1'), driveFile('d1')]);
    expect(store.getSnapshot()).toHaveLength(1);
    const id = store.getSnapshot()[0]!.id;
    await store.setSensitive(id, true);
    expect(deps.updateFile).toHaveBeenCalledWith('d1', { isSensitive: true });
    expect(store.getSnapshot()[0]?.file?.isSensitive).toBe(true);
    await store.setComment(id, 'A cat');
    expect(store.getSnapshot()[0]?.file?.comment).toBe('A cat');
    (deps.updateFile as unknown as { mockRejectedValueOnce: (e: Error) => void }).mockRejectedValueOnce(new Error('nope'));
    await store.setComment(id, 'Changed');
    expect(store.getSnapshot()[0]?.file?.comment).toBe('A cat');
  });

  it('restore replaces the list with a draft’s files; clear empties it', () => {
    const { deps } = fakeDeps();
    const store = createUploadStore({ folderId: null }, deps);
    store.addFromDrive([driveFile('a')]);
    store.restore([driveFile('b'), driveFile('c')]);
    expect(store.doneFiles().map((f) => f.id)).toEqual(['b', 'c']);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
  });
});
