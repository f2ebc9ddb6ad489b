import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPixels } from '../instance/media';
import { multipartBody } from '../test-utils/multipart';
import { testInstance, tokenOf } from '../test-utils/setup';
import { encodePng } from './media/png';
import { startMockServer, type MockServer } from './node-server';

let server: MockServer;
let staticDir: string;

const api = (endpoint: string, body: unknown, token?: string) =>
  fetch(`${server.url}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'mock-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), `<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src 'self'; object-src 'none'" /><title>app</title>`);
  writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  server = await startMockServer({ port: 0, staticDir, instance: testInstance() });
});

afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('loopback server: API', () => {
  it('listens on 127.0.0.1 only', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await expect(startMockServer({ port: 0, host: '0.0.0.0' })).rejects.toThrow(/loopback/);
  });

  it('answers POST JSON with a Bearer token or `i` in the body', async () => {
    const a = await api('i', {}, tokenOf('alice'));
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await a.json()).toMatchObject({ username: 'alice', avatarUrl: `${server.url}/identicon/alice@${new URL(server.url).host}` });
    expect(await (await api('i', { i: tokenOf('bob') })).json()).toMatchObject({ username: 'bob' });
  });

  it('answers GET with params from the query string', async () => {
    const r = await fetch(`${server.url}/api/notes/local-timeline?limit=2&withFiles=false`);
    expect(r.status).toBe(200);
    expect(await r.json()).toHaveLength(2);
    expect(await (await fetch(`${server.url}/api/meta?detail=false`)).json()).not.toHaveProperty('features');
  });

  it('rejects bad JSON with 400 and unknown endpoints with 404', async () => {
    const bad = await api('meta', '{oops');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toHaveProperty('error.code');
    const unknown = await api('no/such/thing', {});
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'UNKNOWN_API_ENDPOINT' } });
  });

  it('answers 204 with no body', async () => {
    const r = await api('sw/unregister', { endpoint: 'x' }, tokenOf('alice'));
    expect(r.status).toBe(204);
    expect(await r.text()).toBe('');
  });

  it('takes multipart uploads and serves the file back', async () => {
    const png = encodePng(40, 30, gradientPixels(40, 30, [10, 200]));
    const { body, contentType } = multipartBody({ isSensitive: 'true' }, { field: 'file', name: 'tiny.png', type: 'image/png', data: png });
    const r = await fetch(`${server.url}/api/drive/files/create`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokenOf('carol')}`, 'Content-Type': contentType },
      body: new Uint8Array(body),
    });
    expect(r.status).toBe(200);
    const file = (await r.json()) as { url: string; name: string; isSensitive: boolean; properties: { width: number; height: number } };
    expect(file).toMatchObject({ name: 'tiny.png', isSensitive: true, properties: { width: 40, height: 30 } });
    const back = await fetch(file.url);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await back.arrayBuffer()).equals(png)).toBe(true);
  });

  it('serves generated media', async () => {
    const avatar = await fetch(`${server.url}/identicon/alice@example`);
    // As a Misskey server: a PNG, 120×120.
    expect(avatar.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await avatar.arrayBuffer());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([120, 120]);
    expect((await fetch(`${server.url}/emoji/blobcat.webp`)).status).toBe(200);
    const seeded = [...server.instance.state.files.values()].find((f) => !f.data);
    const img = await fetch(`${server.url}/files/thumbnail-${seeded?.id}`);
    expect(img.headers.get('content-type')).toBe('image/png');
  });
});

describe('loopback server: control API', () => {
  it('posts as a user, lists tokens and resets', async () => {
    const before = server.instance.state.notes.size;
    const post = await fetch(`${server.url}/__mock/post`, { method: 'POST', body: JSON.stringify({ username: 'carol', text: 'from a test', visibility: 'home' }) });
    expect(await post.json()).toMatchObject({ createdNote: { text: 'from a test', visibility: 'home' } });
    expect(server.instance.state.notes.size).toBe(before + 1);
    const tokens = (await (await fetch(`${server.url}/__mock/tokens`)).json()) as Array<{ username: string; token: string }>;
    expect(tokens.find((t) => t.username === 'alice')?.token).toBe(tokenOf('alice'));
    expect((await fetch(`${server.url}/__mock/reset`, { method: 'POST' })).status).toBe(204);
    expect(server.instance.state.notes.size).toBe(before);
    expect((await fetch(`${server.url}/__mock/nope`, { method: 'POST' })).status).toBe(404);
  });
});

describe('loopback server: static client', () => {
  it('serves index.html without caching and assets for a long time', async () => {
    const index = await fetch(`${server.url}/`);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('falls back to index.html for app routes, but not for missing assets', async () => {
    for (const path of ['/notes/abc', '/@alice', '/@zoe@remote.example', '/settings/profile']) {
      const r = await fetch(`${server.url}${path}`, { headers: { Accept: 'text/html' } });
      expect(r.status, path).toBe(200);
      expect(await r.text()).toContain('<title>app</title>');
    }
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/%2e%2e/%2e%2e/etc/passwd`)).status).not.toBe(500);
    expect(await (await fetch(`${server.url}/%2e%2e/%2e%2e/etc/passwd`)).text()).not.toContain('root:');
  });

  it('sends the headers a host should send: the build CSP with frame-ancestors, nosniff, a referrer policy', async () => {
    for (const path of ['/', '/notes/abc', '/assets/app-abc123.js']) {
      const r = await fetch(`${server.url}${path}`, { headers: { Accept: 'text/html' } });
      expect(r.headers.get('content-security-policy'), path).toBe(`default-src 'self'; object-src 'none'; frame-ancestors 'none'`);
      expect(r.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(r.headers.get('referrer-policy'), path).toBe('same-origin');
      expect(r.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});
