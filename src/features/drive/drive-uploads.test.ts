// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadError } from '@/core/api/upload';
import { MAX_FILES_PER_NOTE } from '@/core/constants';
import { t } from '@/core/i18n';
import { useUploads } from '@/features/post-form';
import { driveFile, fakeDeps, flush, pngFile } from '@/features/post-form/uploads/fake-deps.test-util';
import { UPLOAD_CONCURRENCY } from '@/features/post-form/uploads/upload-store';
import { driveUploadOptions } from './drive-logic';

const files = (n: number, prefix = 'f') => Array.from({ length: n }, (_, i) => pngFile(`${prefix}${i}.png`));
const settle = async () => {
  await act(async () => {
    await flush();
    await flush();
  });
};

describe('drive uploads (the post form’s queue without the per-note limit)', () => {
  it('takes 40 files in one batch: 3 at a time, progress per file, failures kept with their reason and retried', async () => {
    const { deps, pending } = fakeDeps();
    const { result } = renderHook(() => useUploads(driveUploadOptions('fold'), deps));
    act(() => result.current.add(files(40)));
    await settle();
    expect(result.current.items).toHaveLength(40);
    expect(deps.notify).not.toHaveBeenCalledWith('error', t('upload.tooManyFiles', { max: MAX_FILES_PER_NOTE }));
    expect(pending).toHaveLength(UPLOAD_CONCURRENCY);
    expect(UPLOAD_CONCURRENCY).toBe(3);
    expect(pending.every((p) => p.folderId === 'fold')).toBe(true);

    // Per-file progress: only the file that reported moves.
    act(() => pending[1]!.onProgress(0.4));
    expect(result.current.items.map((i) => i.progress).slice(0, 3)).toEqual([0, 0.4, 0]);

    // Settle every upload as it starts; every 7th fails with a network error.
    let served = 0;
    while (served < pending.length) {
      const p = pending[served]!;
      const n = served++;
      if (n % 7 === 0) p.reject(new UploadError('network', 'network', t('upload.networkError')));
      else p.resolve(driveFile(`srv${n}`, { name: p.name }));
      await settle();
      const running = pending.length - served;
      expect(running).toBeLessThanOrEqual(UPLOAD_CONCURRENCY);
    }
    expect(pending).toHaveLength(40);
    const failed = result.current.items.filter((i) => i.state === 'failed');
    expect(failed.map((i) => i.name)).toEqual(['f0.png', 'f7.png', 'f14.png', 'f21.png', 'f28.png', 'f35.png']);
    expect(failed.every((i) => i.error === t('upload.networkError') && i.retryable)).toBe(true);
    expect(result.current.items.filter((i) => i.state === 'done')).toHaveLength(34);

    // Retrying all six runs them again, still at most three at once.
    act(() => failed.forEach((i) => result.current.retry(i.id)));
    await settle();
    expect(pending).toHaveLength(40 + UPLOAD_CONCURRENCY);
    while (served < pending.length) {
      pending[served]!.resolve(driveFile(`again${served}`));
      served++;
      await settle();
    }
    expect(pending).toHaveLength(46);
    expect(result.current.items.every((i) => i.state === 'done')).toBe(true);
    expect(result.current.doneFiles()).toHaveLength(40);
  });

  it('the post form keeps its own limit', async () => {
    const { deps } = fakeDeps();
    const { result } = renderHook(() => useUploads({ folderId: null }, deps));
    act(() => result.current.add(files(40)));
    await settle();
    expect(result.current.items).toHaveLength(MAX_FILES_PER_NOTE);
    expect(deps.notify).toHaveBeenCalledWith('error', t('upload.tooManyFiles', { max: MAX_FILES_PER_NOTE }));
  });
});
