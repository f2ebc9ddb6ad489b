/**
 * The post form's attachment queue, framework-free (useUploads wraps it). The list is UI state of
 * one form: uploading items with progress, done items holding the server's DriveFile, failed items
 * with their message. At most MAX_FILES_PER_NOTE items (or options.maxFiles); UPLOAD_CONCURRENCY uploads at a time.
 */
import { describeUploadError } from '@/core/api/upload';
import { MAX_FILES_PER_NOTE } from '@/core/constants';
import type { DriveFile } from '@/core/entities/drive-file';
import { t } from '@/core/i18n';
import { normalizeFileName, baseNameOf } from './file-name';
import type { UploadDeps } from './upload-deps';

export interface UploadItem {
  id: string;
  name: string;
  /** 0..1 */
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  file?: DriveFile;
  error?: string;
  /** Failed items only: whether trying again may help (network or server trouble). */
  retryable?: boolean;
}

export interface UploadStoreOptions {
  folderId: string | null;
  requireFileName?: boolean;
  /** How many items the list holds at most; the post form's MAX_FILES_PER_NOTE unless given (the drive passes Infinity). */
  maxFiles?: number;
}

export const UPLOAD_CONCURRENCY = 3;

type Source = { kind: 'file'; file: File; name: string; controller?: AbortController } | { kind: 'url'; url: string; controller?: AbortController };

export type UploadStore = ReturnType<typeof createUploadStore>;

export function createUploadStore(initial: UploadStoreOptions, deps: UploadDeps) {
  let options = initial;
  let items: readonly UploadItem[] = [];
  /** Slots promised to files still waiting for their filename prompt. */
  let reserved = 0;
  let running = 0;
  const queue: string[] = [];
  const sources = new Map<string, Source>();
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((l) => l());
  const has = (id: string) => items.some((i) => i.id === id);
  const set = (next: readonly UploadItem[]) => {
    items = next;
    emit();
  };
  const patch = (id: string, change: Partial<UploadItem>) => {
    if (has(id)) set(items.map((i) => (i.id === id ? { ...i, ...change } : i)));
  };
  const maxFiles = () => options.maxFiles ?? MAX_FILES_PER_NOTE;
  const room = () => maxFiles() - items.length - reserved;
  const tooMany = () => deps.notify('error', t('upload.tooManyFiles', { max: maxFiles() }));

  function fail(id: string, error: unknown) {
    if (!has(id)) return;
    const { text, retryable } = describeUploadError(error);
    patch(id, { state: 'failed', error: text, retryable });
    deps.notify('error', `${t('upload.uploadFailed')} ${text}`);
    deps.log(error, { name: items.find((i) => i.id === id)?.name ?? '', folderId: options.folderId });
  }

  async function runFile(id: string, source: Extract<Source, { kind: 'file' }>) {
    const controller = new AbortController();
    source.controller = controller;
    const prepared = await deps.prepare(source.file, source.name);
    if (controller.signal.aborted || !has(id)) return;
    const file = await deps.upload({
      file: prepared.blob,
      name: prepared.name,
      folderId: options.folderId,
      signal: controller.signal,
      onProgress: (progress) => patch(id, { progress }),
    });
    patch(id, { state: 'done', progress: 1, file, name: file.name });
    sources.delete(id);
  }

  function pump() {
    while (running < UPLOAD_CONCURRENCY && queue.length > 0) {
      const id = queue.shift() as string;
      const source = sources.get(id);
      if (!source || source.kind !== 'file' || !has(id)) continue;
      running++;
      runFile(id, source)
        .catch((e) => {
          if (!source.controller?.signal.aborted) fail(id, e);
        })
        .finally(() => {
          running--;
          pump();
        });
    }
  }

  function enqueueFile(file: File, name: string) {
    const id = deps.newId();
    sources.set(id, { kind: 'file', file, name });
    set([...items, { id, name, progress: 0, state: 'uploading' }]);
    queue.push(id);
    pump();
  }

  /** The name to upload under: the filename prompt when required (null = rejected). */
  async function chooseName(file: File): Promise<string | null> {
    if (!options.requireFileName) return file.name;
    const typed = await deps.promptFileName(baseNameOf(file.name));
    if (typed === null) {
      deps.notify('error', t('upload.rejectedCancelled'));
      return null;
    }
    const name = normalizeFileName(typed, file.name);
    if (name === null) deps.notify('error', t('upload.rejectedInvalidName'));
    return name;
  }

  async function add(files: readonly File[]): Promise<void> {
    const accepted = files.slice(0, Math.max(0, room()));
    if (accepted.length < files.length) tooMany();
    reserved += accepted.length;
    for (const file of accepted) {
      let name: string | null = null;
      try {
        name = await chooseName(file);
      } finally {
        reserved--;
      }
      if (name !== null) enqueueFile(file, name);
    }
  }

  async function runUrl(id: string, url: string) {
    const controller = new AbortController();
    sources.set(id, { kind: 'url', url, controller });
    const marker = deps.newId();
    try {
      const finished = deps.waitForUrlUpload(marker, controller.signal);
      await deps.uploadFromUrl(url, options.folderId, marker);
      const file = await finished;
      patch(id, { state: 'done', progress: 1, file, name: file.name });
    } catch (e) {
      if (!controller.signal.aborted) fail(id, e);
    }
  }

  async function addFromUrl(url: string): Promise<void> {
    const safe = deps.httpUrl(url.trim());
    if (!safe) {
      deps.notify('error', t('upload.invalidUrl'));
      return;
    }
    if (room() <= 0) return tooMany();
    const id = deps.newId();
    const parsed = new URL(safe);
    const last = parsed.pathname.split('/').filter(Boolean).pop() ?? '';
    let name = last;
    try {
      name = decodeURIComponent(last);
    } catch {
      // keep it encoded
    }
    set([...items, { id, name: name || parsed.hostname, progress: 0, state: 'uploading' }]);
    await runUrl(id, safe);
  }

  function addFromDrive(files: readonly DriveFile[]) {
    const fresh = files.filter((f, i) => !items.some((it) => it.file?.id === f.id) && files.findIndex((g) => g.id === f.id) === i);
    const accepted = fresh.slice(0, Math.max(0, room()));
    if (accepted.length < fresh.length) tooMany();
    if (accepted.length > 0) set([...items, ...accepted.map((file): UploadItem => ({ id: deps.newId(), name: file.name, progress: 1, state: 'done', file }))]);
  }

  function retry(id: string) {
    const item = items.find((i) => i.id === id);
    const source = sources.get(id);
    if (!item || item.state !== 'failed' || !source) return;
    patch(id, { state: 'uploading', progress: 0, error: undefined, retryable: undefined });
    if (source.kind === 'url') void runUrl(id, source.url);
    else {
      queue.push(id);
      pump();
    }
  }

  function remove(id: string) {
    sources.get(id)?.controller?.abort();
    sources.delete(id);
    set(items.filter((i) => i.id !== id));
  }

  async function updateFile(id: string, change: { isSensitive?: boolean; comment?: string | null }) {
    const before = items.find((i) => i.id === id)?.file;
    if (!before) return;
    patch(id, { file: { ...before, ...change } });
    try {
      const updated = await deps.updateFile(before.id, change);
      if (updated && typeof updated === 'object' && updated.id === before.id) patch(id, { file: updated });
    } catch {
      // The API client has reported the failure; put the old value back.
      if (items.find((i) => i.id === id)?.file?.id === before.id) patch(id, { file: before });
    }
  }

  function clear() {
    for (const s of sources.values()) s.controller?.abort();
    sources.clear();
    queue.length = 0;
    set([]);
  }

  return {
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getSnapshot: () => items,
    setOptions(next: UploadStoreOptions) {
      options = next;
    },
    add,
    addFromDrive,
    addFromUrl,
    retry,
    remove,
    setSensitive: (id: string, v: boolean) => updateFile(id, { isSensitive: v }),
    setComment: (id: string, v: string) => updateFile(id, { comment: v.trim() === '' ? null : v }),
    restore(files: readonly DriveFile[]) {
      clear();
      addFromDrive(files);
    },
    clear,
    doneFiles: () => items.flatMap((i) => (i.state === 'done' && i.file ? [i.file] : [])),
    /** Aborts what is in flight (the form went away); the list itself stays. */
    abortAll() {
      for (const s of sources.values()) s.controller?.abort();
    },
  };
}
