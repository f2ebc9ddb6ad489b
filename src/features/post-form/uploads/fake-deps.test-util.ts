import { vi } from 'vitest';
import type { DriveFile } from '@/core/entities/drive-file';
import { safeHttpUrl } from '@/core/entities/http-url';
import type { UploadDeps } from './upload-deps';

export function driveFile(id: string, over: Partial<DriveFile> = {}): DriveFile {
  return { id, name: `${id}.png`, type: 'image/png', size: 10, url: `https://files.example/${id}.png`, thumbnailUrl: `https://files.example/thumb-${id}.webp`, isSensitive: false, comment: null, ...over };
}

interface PendingUpload {
  name: string;
  folderId: string | null;
  onProgress: (p: number) => void;
  signal: AbortSignal;
  resolve: (f: DriveFile) => void;
  reject: (e: unknown) => void;
}

/** Upload deps whose uploads stay pending until the test settles them. */
export function fakeDeps(over: Partial<UploadDeps> = {}) {
  const pending: PendingUpload[] = [];
  const urlWaiters = new Map<string, (f: DriveFile) => void>();
  let n = 0;
  const deps: UploadDeps = {
    prepare: async (file, name) => ({ blob: file, name }),
    upload: (args) =>
      new Promise<DriveFile>((resolve, reject) => {
        pending.push({ ...args, resolve, reject });
      }),
    uploadFromUrl: vi.fn(async () => undefined),
    waitForUrlUpload: (marker) => new Promise((resolve) => urlWaiters.set(marker, resolve)),
    updateFile: vi.fn(async (fileId: string, change: object) => ({ ...driveFile(fileId), ...change })),
    promptFileName: vi.fn(async (name: string) => name),
    notify: vi.fn(),
    log: vi.fn(),
    httpUrl: safeHttpUrl,
    newId: () => `id${++n}`,
    ...over,
  };
  return { deps, pending, urlWaiters };
}

export const flush = () => new Promise((r) => setTimeout(r, 0));
export const pngFile = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
