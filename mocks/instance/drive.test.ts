import { describe, expect, it } from 'vitest';
import type { MockEvent, MockInstance, UploadedFile } from '../instance';
import { call, findNote, testInstance, tokenOf, userNamed } from '../test-utils/setup';

const bytes = (n: number) => new Uint8Array(n).fill(7);
const file = (name: string, size = 100, type = 'application/octet-stream'): UploadedFile => ({ field: 'file', name, type, data: bytes(size) });

function upload(instance: MockInstance, username: string, f: UploadedFile, params: Record<string, unknown> = {}) {
  return instance.handle({ endpoint: 'drive/files/create', params, token: tokenOf(username), files: [f], stringParams: true });
}

function events(instance: MockInstance): MockEvent[] {
  const out: MockEvent[] = [];
  instance.events.on((e) => out.push(e));
  return out;
}

const waitFor = async (check: () => boolean, ms = 2000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('drive uploads', () => {
  it('answers 413 above the configured size limit', async () => {
    const instance = testInstance();
    await instance.control('limits', { maxUploadBytes: 1000 });
    const r = await upload(instance, 'carol', file('big.bin', 1001));
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ error: { code: 'FILE_TOO_LARGE', id: 'b9d8c348-33f0-4673-b9a9-5d4da058977a' } });
    expect((await upload(instance, 'carol', file('ok.bin', 1000))).status).toBe(200);
  });

  it('rejects "inappropriate" files by name and full drives with NO_FREE_SPACE', async () => {
    const instance = testInstance();
    const bad = await upload(instance, 'carol', file('cat-nsfw-reject.png', 10, 'image/png'));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: 'INAPPROPRIATE', id: 'bec5bd69-fba3-43c9-b4fb-2894b66ad5d2' } });

    const usage = ((await call(instance, 'drive', {}, 'carol')).body as { usage: number }).usage;
    await instance.control('limits', { username: 'carol', capacity: usage + 150 });
    expect((await call(instance, 'drive', {}, 'carol')).body).toEqual({ capacity: usage + 150, usage });
    expect((await upload(instance, 'carol', file('a.bin', 100))).status).toBe(200);
    const full = await upload(instance, 'carol', file('b.bin', 100));
    expect(full.body).toMatchObject({ error: { code: 'NO_FREE_SPACE', id: 'd08dbc37-a6a9-463a-8c47-96c32ab5f064' } });
    // Other users keep the default capacity.
    expect((await upload(instance, 'bob', file('b.bin', 100))).status).toBe(200);
  });

  it('fails with INTERNAL_ERROR on demand, then recovers', async () => {
    const instance = testInstance();
    await instance.control('limits', { uploadInternalErrors: 1 });
    const r = await upload(instance, 'carol', file('x.bin'));
    expect(r.status).toBe(500);
    expect(r.body).toMatchObject({ error: { code: 'INTERNAL_ERROR', kind: 'server', info: { e: { message: expect.any(String) } } } });
    expect((await upload(instance, 'carol', file('x.bin'))).status).toBe(200);
  });

  it('announces created files on main (driveFileCreated) and the drive stream', async () => {
    const instance = testInstance();
    const seen = events(instance);
    const r = await upload(instance, 'carol', file('hello.txt', 5, 'text/plain'));
    const id = (r.body as { id: string }).id;
    const carol = userNamed(instance, 'carol').id;
    expect(seen).toContainEqual(expect.objectContaining({ kind: 'main', userId: carol, type: 'driveFileCreated', body: expect.objectContaining({ id }) }));
    expect(seen).toContainEqual(expect.objectContaining({ kind: 'stream', stream: `drive:${carol}`, type: 'fileCreated' }));
  });
});

describe('drive files and folders', () => {
  it('creates folders, files inside them, and lists by folder', async () => {
    const instance = testInstance();
    const seen = events(instance);
    const folder = (await call(instance, 'drive/folders/create', { name: 'Photos' }, 'carol')).body as { id: string; name: string; parentId: null };
    expect(folder).toMatchObject({ name: 'Photos', parentId: null, foldersCount: 0, filesCount: 0 });
    const sub = (await call(instance, 'drive/folders/create', { name: 'Cats', parentId: folder.id }, 'carol')).body as { id: string };
    const inFolder = (await upload(instance, 'carol', file('cat.bin'), { folderId: folder.id })).body as { id: string; folderId: string; folder: { id: string } };
    expect(inFolder).toMatchObject({ folderId: folder.id, folder: { id: folder.id, name: 'Photos' } });

    const root = (await call(instance, 'drive/files', { limit: 100 }, 'carol')).body as Array<{ id: string }>;
    expect(root.map((f) => f.id)).not.toContain(inFolder.id);
    expect(((await call(instance, 'drive/files', { folderId: folder.id }, 'carol')).body as Array<{ id: string }>).map((f) => f.id)).toEqual([inFolder.id]);
    expect(((await call(instance, 'drive/folders', { folderId: folder.id }, 'carol')).body as Array<{ id: string }>).map((f) => f.id)).toEqual([sub.id]);
    expect((await call(instance, 'drive/folders/show', { folderId: sub.id }, 'carol')).body).toMatchObject({ parentId: folder.id, parent: { id: folder.id } });
    expect(((await call(instance, 'drive/files/find', { name: 'cat.bin', folderId: folder.id }, 'carol')).body as unknown[]).length).toBe(1);
    expect(seen.filter((e) => e.kind === 'stream' && e.type === 'folderCreated')).toHaveLength(2);

    // Not someone else's folder, no cycles, no deleting non-empty folders.
    expect((await call(instance, 'drive/folders/show', { folderId: folder.id }, 'bob')).body).toMatchObject({ error: { code: 'NO_SUCH_FOLDER' } });
    expect((await call(instance, 'drive/folders/update', { folderId: folder.id, parentId: sub.id }, 'carol')).body).toMatchObject({ error: { code: 'RECURSIVE_NESTING' } });
    expect((await call(instance, 'drive/folders/delete', { folderId: folder.id }, 'carol')).body).toMatchObject({ error: { code: 'HAS_CHILD_FILES_OR_FOLDERS' } });

    const moved = (await call(instance, 'drive/files/update', { fileId: inFolder.id, folderId: null }, 'carol')).body;
    expect(moved).toMatchObject({ folderId: null });
    expect(seen).toContainEqual(expect.objectContaining({ kind: 'stream', type: 'fileUpdated' }));
    expect((await call(instance, 'drive/folders/delete', { folderId: sub.id }, 'carol')).status).toBe(204);
    expect((await call(instance, 'drive/folders/delete', { folderId: folder.id }, 'carol')).status).toBe(204);
    expect(seen).toContainEqual({ kind: 'stream', stream: `drive:${userNamed(instance, 'carol').id}`, type: 'folderDeleted', body: folder.id });
  });

  it('deletes files (owner or staff only) and lists the notes a file is attached to', async () => {
    const instance = testInstance();
    const seen = events(instance);
    const note = findNote(instance, (n) => n.fileIds.length > 0 && n.visibility === 'public' && instance.state.users.get(n.userId)?.host == null);
    const owner = instance.state.users.get(note.userId)?.username as string;
    const fileId = note.fileIds[0] as string;
    const attached = (await call(instance, 'drive/files/attached-notes', { fileId }, owner)).body as Array<{ id: string }>;
    expect(attached.map((n) => n.id)).toContain(note.id);
    const other = owner === 'carol' ? 'dave' : 'carol';
    expect((await call(instance, 'drive/files/delete', { fileId }, other)).body).toMatchObject({ error: { code: 'ACCESS_DENIED', id: '5eb8d909-2540-4970-90b8-dd6f86088121' } });
    expect((await call(instance, 'drive/files/delete', { fileId }, owner)).status).toBe(204);
    expect(seen).toContainEqual(expect.objectContaining({ kind: 'stream', type: 'fileDeleted', body: fileId }));
    expect((await call(instance, 'drive/files/show', { fileId }, owner)).body).toMatchObject({ error: { code: 'NO_SUCH_FILE' } });
    expect(((await call(instance, 'notes/show', { noteId: note.id }, owner)).body as { fileIds: string[] }).fileIds).not.toContain(fileId);
  });

  it('upload-from-url answers 204 and later sends urlUploadFinished with the marker', async () => {
    const instance = testInstance();
    await instance.control('limits', { uploadFromUrlDelay: 5 });
    const seen = events(instance);
    const r = await call(instance, 'drive/files/upload-from-url', { url: 'https://images.example/photos/sunset.jpg', marker: 'm-123', comment: 'From the web', isSensitive: true }, 'carol');
    expect(r.status).toBe(204);
    const carol = userNamed(instance, 'carol').id;
    await waitFor(() => seen.some((e) => e.kind === 'main' && e.type === 'urlUploadFinished'));
    const done = seen.find((e) => e.kind === 'main' && e.type === 'urlUploadFinished');
    expect(done).toMatchObject({ userId: carol, body: { marker: 'm-123', file: { name: 'sunset.jpg', type: 'image/png', comment: 'From the web', isSensitive: true } } });
    const fileId = ((done as { body: { file: { id: string } } }).body.file.id);
    expect((await call(instance, 'drive/files/show', { fileId }, 'carol')).status).toBe(200);
    expect(seen.some((e) => e.kind === 'stream' && e.stream === `drive:${carol}` && e.type === 'fileCreated')).toBe(true);
  });

  it('upload-from-url stays silent for unreachable hosts, and after a reset', async () => {
    const instance = testInstance();
    await instance.control('limits', { uploadFromUrlDelayMs: 5 });
    const seen = events(instance);
    await call(instance, 'drive/files/upload-from-url', { url: 'https://nowhere.invalid/x.png', marker: 'a' }, 'carol');
    await call(instance, 'drive/files/upload-from-url', { url: 'https://images.example/y.png', marker: 'b' }, 'carol');
    instance.reset();
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.some((e) => e.kind === 'main' && e.type === 'urlUploadFinished')).toBe(false);
  });
});
