import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../test-utils/multipart';
import { testInstance, tokenOf, userNamed } from '../test-utils/setup';
import { connectChannel, openSocket, type Frame } from '../test-utils/ws-client';
import { startMockServer, type MockServer } from './node-server';

let server: MockServer;
let wsBase: string;

const api = (endpoint: string, body: Record<string, unknown>, username?: string) =>
  fetch(`${server.url}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(username ? { Authorization: `Bearer ${tokenOf(username)}` } : {}) },
    body: JSON.stringify(body),
  });

const control = (action: string, body: Record<string, unknown> = {}) =>
  fetch(`${server.url}/__mock/${action}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const socketFor = (username: string) => openSocket(`${wsBase}/streaming?i=${tokenOf(username)}`);
const ofChannel = (id: string, type: string) => (f: Frame) => f.type === 'channel' && f.body.id === id && f.body.type === type;

beforeAll(async () => {
  server = await startMockServer({ port: 0, instance: testInstance() });
  wsBase = server.url.replace(/^http/, 'ws');
});
afterAll(() => server.close());
afterEach(async () => {
  await control('fault', { endpoint: '*', mode: 'off' });
});

describe('GET /url', () => {
  it('serves link previews outside /api, with the real failure statuses', async () => {
    const ok = await fetch(`${server.url}/url?url=${encodeURIComponent('https://shop.example/dp/B0MOCKCAT1')}&lang=en-US`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('application/json');
    expect(await ok.json()).toMatchObject({ asin: 'B0MOCKCAT1', thumbnail: expect.stringContaining(server.url) });
    const steam = await (await fetch(`${server.url}/url?url=${encodeURIComponent('https://store.example/app/1/Game')}`)).json();
    expect(steam).toMatchObject({ developer: expect.any(String), releaseDate: expect.any(Object) });
    const failed = await fetch(`${server.url}/url?url=${encodeURIComponent('https://gone.invalid/')}`);
    expect(failed.status).toBe(422);
    expect(await failed.json()).toMatchObject({ error: { code: 'URL_PREVIEW_FAILED' } });
    expect((await fetch(`${server.url}/url`)).status).toBe(400);
    // The thumbnail it points at is served.
    const thumb = (await (await fetch(`${server.url}/url?url=${encodeURIComponent('https://example.com/article')}`)).json()) as { thumbnail: string };
    expect((await fetch(thumb.thumbnail)).headers.get('content-type')).toBe('image/png');
  });
});

describe('fault injection', () => {
  it('latency delays the call, then answers normally', async () => {
    await control('fault', { endpoint: 'meta', mode: 'latency', ms: 150 });
    const start = Date.now();
    const r = await api('meta', {});
    expect(r.status).toBe(200);
    expect(Date.now() - start).toBeGreaterThanOrEqual(140);
  });

  it('500 and 429 answer the real error objects, `count` limits how often', async () => {
    await control('fault', { endpoint: 'notes/timeline', mode: '500', count: 1 });
    const failed = await api('notes/timeline', {}, 'carol');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ error: { code: 'INTERNAL_ERROR', id: '5d37dbcb-891e-41ca-a3d6-e690c97775ac', kind: 'server' } });
    expect((await api('notes/timeline', {}, 'carol')).status).toBe(200);

    await control('fault', { endpoint: '*', mode: '429' });
    const limited = await api('i', {}, 'carol');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: { message: 'Rate limit exceeded. Please try again later.', code: 'RATE_LIMIT_EXCEEDED', id: 'd5826d14-3982-4d2e-8011-b9e9f02499ef', kind: 'client' } });
    // Control calls are never faulted; 'off' clears.
    expect((await control('fault', { endpoint: '*', mode: 'off' })).status).toBe(200);
    expect((await api('i', {}, 'carol')).status).toBe(200);
  });

  it('malformed answers 200 with a broken body; refuse drops the connection', async () => {
    await control('fault', { endpoint: 'meta', mode: 'malformed' });
    const bad = await api('meta', {});
    expect(bad.status).toBe(200);
    await expect(bad.json()).rejects.toThrow();
    await control('fault', { endpoint: 'meta', mode: 'refuse' });
    await expect(api('meta', {})).rejects.toThrow();
    await control('fault', { endpoint: 'meta', mode: 'off' });
    expect((await api('meta', {})).status).toBe(200);
  });

  it('rejects unknown modes', async () => {
    const r = await control('fault', { endpoint: 'meta', mode: 'explode' });
    expect(r.status).toBe(400);
  });
});

describe('drop-sockets', () => {
  it('closes every streaming connection', async () => {
    const a = await socketFor('alice');
    const b = await openSocket(`${wsBase}/streaming`);
    await connectChannel(a, 'main', 'm');
    expect((await control('drop-sockets')).status).toBe(204);
    await Promise.all([a.closed, b.closed]);
    // New connections work.
    const c = await socketFor('alice');
    await connectChannel(c, 'main', 'm');
    c.close();
  });
});

describe('streaming: messaging, drive and uploads', () => {
  it('relays typing as typers, delivers messages and read marks on the messaging channels', async () => {
    const [alice, carol] = [userNamed(server.instance, 'alice'), userNamed(server.instance, 'carol')];
    const a = await socketFor('alice');
    const c = await socketFor('carol');
    await connectChannel(a, 'messaging', 'chat', { otherparty: carol.id });
    await connectChannel(c, 'messaging', 'chat', { otherparty: alice.id });
    await connectChannel(c, 'messagingIndex', 'idx');

    a.send('ch', { id: 'chat', type: 'typing' });
    const typers = await c.waitFor(ofChannel('chat', 'typers'));
    expect(typers.body.body).toEqual([expect.objectContaining({ id: alice.id, username: 'alice' })]);
    expect(a.frames.some(ofChannel('chat', 'typers'))).toBe(false);

    const sent = (await (await api('messaging/messages/create', { userId: carol.id, text: 'hello carol' }, 'alice')).json()) as { id: string };
    expect((await c.waitFor(ofChannel('chat', 'message'))).body.body).toMatchObject({ id: sent.id, text: 'hello carol' });
    expect((await a.waitFor(ofChannel('chat', 'message'))).body.body).toMatchObject({ id: sent.id });
    expect((await c.waitFor(ofChannel('idx', 'message'))).body.body).toMatchObject({ id: sent.id });

    c.send('ch', { id: 'chat', type: 'read', body: { id: sent.id } });
    expect((await a.waitFor(ofChannel('chat', 'read'))).body.body).toEqual([sent.id]);
    expect((await c.waitFor(ofChannel('idx', 'read'))).body.body).toEqual([sent.id]);

    await api('messaging/messages/delete', { messageId: sent.id }, 'alice');
    expect((await c.waitFor(ofChannel('chat', 'deleted'))).body.body).toBe(sent.id);
    a.close();
    c.close();
  });

  it('relays typing in group chats, to members only', async () => {
    const seeded = (await (await control('seeded')).json()) as Record<string, string>;
    const groupId = seeded['group.friends'] as string;
    const c = await socketFor('carol');
    const d = await socketFor('dave');
    await connectChannel(c, 'messaging', 'g', { group: groupId });
    await connectChannel(d, 'messaging', 'g', { group: groupId });
    await control('typing', { username: 'bob', groupId });
    expect((await c.waitFor(ofChannel('g', 'typers'))).body.body).toEqual([expect.objectContaining({ username: 'bob' })]);
    await control('message', { username: 'alice', groupId, text: 'group hello' });
    await c.waitFor(ofChannel('g', 'message'));
    expect(d.frames.some((f) => f.type === 'channel' && f.body.id === 'g' && f.body.type !== undefined && f.body.type !== 'connected')).toBe(false);
    c.close();
    d.close();
  });

  it('sends urlUploadFinished with the marker on main, and file events on the drive channel', async () => {
    await control('limits', { uploadFromUrlDelayMs: 20 });
    const c = await socketFor('carol');
    await connectChannel(c, 'main', 'm');
    await connectChannel(c, 'drive', 'd');
    expect((await api('drive/files/upload-from-url', { url: 'https://images.example/cat.png', marker: 'upload-42' }, 'carol')).status).toBe(204);
    const done = await c.waitFor(ofChannel('m', 'urlUploadFinished'));
    expect(done.body.body).toMatchObject({ marker: 'upload-42', file: { name: 'cat.png', url: expect.stringContaining(server.url) } });
    const created = await c.waitFor(ofChannel('d', 'fileCreated'));
    const fileId = (created.body.body as { id: string }).id;
    await api('drive/files/update', { fileId, name: 'renamed.png' }, 'carol');
    expect((await c.waitFor(ofChannel('d', 'fileUpdated'))).body.body).toMatchObject({ id: fileId, name: 'renamed.png' });
    await api('drive/files/delete', { fileId }, 'carol');
    expect((await c.waitFor(ofChannel('d', 'fileDeleted'))).body.body).toBe(fileId);
    const folder = (await (await api('drive/folders/create', { name: 'New' }, 'carol')).json()) as { id: string };
    expect((await c.waitFor(ofChannel('d', 'folderCreated'))).body.body).toMatchObject({ id: folder.id });
    c.close();
  });

  it('answers 413 to a multipart upload over the limit', async () => {
    await control('limits', { maxUploadBytes: 2048 });
    const { body, contentType } = multipartBody({ name: 'big.bin' }, { field: 'file', name: 'big.bin', type: 'application/octet-stream', data: new Uint8Array(4096) });
    const r = await fetch(`${server.url}/api/drive/files/create`, { method: 'POST', headers: { 'Content-Type': contentType, Authorization: `Bearer ${tokenOf('carol')}` }, body: new Uint8Array(body) });
    expect(r.status).toBe(413);
    expect(await r.json()).toMatchObject({ error: { code: 'FILE_TOO_LARGE' } });
    await control('reset');
  });
});
