// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { computeCapabilities } from '@/core/capabilities';
import { buildMiauthUrl, callbackUrl, parseCallback } from './miauth-url';
import { judgeReturn, PENDING_TTL_MS, PendingNotKept, readPending, savePending, takePending, type PendingRemoteSignIn } from './pending';
import { CLIENT_PERMISSIONS, parsePermissions } from './permissions';
import { finishRemoteSignIn, remoteMethod, startRemoteSignIn } from './remote-signin';

const SERVER = 'https://misskey.example';

describe('permissions', () => {
  it('asks for the read/write pairs of spec section 3 plus write:notes and write:votes, and the newer write:report-abuse', () => {
    expect(CLIENT_PERMISSIONS).toHaveLength(33);
    expect(CLIENT_PERMISSIONS).toContain('read:reactions');
    expect(CLIENT_PERMISSIONS).toContain('write:report-abuse');
    expect(CLIENT_PERMISSIONS).toContain('read:account');
    expect(CLIENT_PERMISSIONS).toContain('write:gallery-likes');
    expect(CLIENT_PERMISSIONS).toContain('write:notes');
    expect(CLIENT_PERMISSIONS).toContain('write:votes');
    expect(CLIENT_PERMISSIONS).not.toContain('read:notes');
  });
  it('parses comma-separated or listed names, dropping junk and duplicates', () => {
    expect(parsePermissions('read:account, write:notes,write:notes,,evil<script>')).toEqual(['read:account', 'write:notes']);
    expect(parsePermissions(['read:drive', 3, 'admin'])).toEqual(['read:drive']);
    expect(parsePermissions(undefined)).toEqual([]);
  });
});

describe('MiAuth URL', () => {
  it('puts name, icon, callback and comma-separated permissions in the query', () => {
    const url = new URL(buildMiauthUrl({ server: SERVER, session: 'abc-123', name: 'Client & co', icon: 'https://app.example/icon-192.png', callback: callbackUrl('https://app.example'), permissions: ['read:account', 'write:notes'] }));
    expect(url.origin + url.pathname).toBe(`${SERVER}/miauth/abc-123`);
    expect(url.searchParams.get('name')).toBe('Client & co');
    expect(url.searchParams.get('icon')).toBe('https://app.example/icon-192.png');
    expect(url.searchParams.get('callback')).toBe('https://app.example/miauth-callback');
    expect(url.searchParams.get('permission')).toBe('read:account,write:notes');
  });
  it('reads the callback query', () => {
    expect(parseCallback('https://app.example/miauth-callback?session=s1')).toEqual({ session: 's1', token: null, denied: false });
    expect(parseCallback('https://app.example/miauth-callback?session=s1&denied=1')).toEqual({ session: 's1', token: null, denied: true });
    expect(parseCallback('https://app.example/miauth-callback?token=t1')).toEqual({ session: null, token: 't1', denied: false });
  });
});

describe('pending sign-in', () => {
  beforeEach(() => sessionStorage.clear());
  const pending: PendingRemoteSignIn = { kind: 'miauth', server: SERVER, session: 's1', createdAt: 1_000, mode: 'signin', serverInput: 'misskey.example' };

  it('is kept in sessionStorage and taken once', () => {
    savePending(pending);
    expect(readPending()).toEqual(pending);
    expect(takePending()).toEqual(pending);
    expect(takePending()).toBeNull();
  });

  it('with site data blocked (touching sessionStorage throws), there is nothing pending and nothing throws but saving', () => {
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(takePending()).toBeNull();
    expect(readPending()).toBeNull();
    expect(() => savePending(pending)).toThrow(PendingNotKept);
    blocked.mockRestore();
  });

  it('keeps the page asked for before sign-in through the round trip, only when it is a same-origin path', () => {
    savePending({ ...pending, redirect: '/my/notifications?tab=mentions' });
    expect(takePending()?.redirect).toBe('/my/notifications?tab=mentions');
    savePending({ ...pending, redirect: 'https://evil.example/' });
    expect(takePending()).toEqual(pending);
    savePending({ ...pending, redirect: '//evil.example/' });
    expect(takePending()?.redirect).toBeUndefined();
  });

  it('judges the return: check, denied, expired (too old, another session, nothing pending)', () => {
    const back = { session: 's1', token: null, denied: false };
    expect(judgeReturn(pending, back, 2_000)).toBe('check');
    expect(judgeReturn(pending, { ...back, denied: true }, 2_000)).toBe('denied');
    expect(judgeReturn(pending, back, 1_000 + PENDING_TTL_MS + 1)).toBe('expired');
    expect(judgeReturn(pending, { ...back, session: 'other' }, 2_000)).toBe('expired');
    expect(judgeReturn(null, back, 2_000)).toBe('expired');
    const legacy: PendingRemoteSignIn = { ...pending, kind: 'legacy', session: 'tok', appSecret: 'sec' };
    expect(judgeReturn(legacy, { session: null, token: 'tok', denied: false }, 2_000)).toBe('check');
  });
});

describe('remote method', () => {
  it('MiAuth where offered, else the legacy app flow, else none', () => {
    const info = (endpoints: string[] | null, version = '13.14.2', reachable = true) => ({ meta: { version }, capabilities: computeCapabilities({ version }, endpoints), reachable });
    expect(remoteMethod(info(['miauth/gen-token', 'auth/session/generate']))).toBe('miauth');
    expect(remoteMethod(info(['auth/session/generate']))).toBe('legacy');
    expect(remoteMethod(info(['notes/create']))).toBe('none');
    expect(remoteMethod(info(null, '12.119.0'))).toBe('legacy');
    expect(remoteMethod(info(null, '13.14.2', false))).toBe('none');
  });
});

function fakeServer(routes: Record<string, (body: Record<string, unknown>) => Response>) {
  const calls: Array<{ url: string; body: string | null; credentials?: string }> = [];
  const f = vi.fn(async (url: string, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? init.body : null;
    calls.push({ url, body, credentials: init?.credentials });
    const path = new URL(url).pathname;
    const route = routes[path];
    return route ? route(body ? (JSON.parse(body) as Record<string, unknown>) : {}) : new Response('{}', { status: 404 });
  });
  return { fetch: f as unknown as typeof fetch, calls };
}

describe('starting and finishing', () => {
  beforeEach(() => sessionStorage.clear());

  it('MiAuth: remembers the session and sends the browser to the server', async () => {
    const assign = vi.fn<(url: string) => void>();
    await startRemoteSignIn(SERVER, 'miauth', { mode: 'signin', serverInput: 'misskey.example' }, { pageOrigin: 'https://app.example', assign, now: () => 5, randomUUID: () => 'uuid-1' });
    expect(readPending()).toEqual({ kind: 'miauth', server: SERVER, session: 'uuid-1', createdAt: 5, mode: 'signin', serverInput: 'misskey.example' });
    const url = new URL(assign.mock.calls[0]![0]);
    expect(url.pathname).toBe('/miauth/uuid-1');
    expect(url.searchParams.get('callback')).toBe('https://app.example/miauth-callback');
  });

  it('MiAuth while sessionStorage refuses writes: PendingNotKept, and the browser does not leave', async () => {
    const assign = vi.fn<(url: string) => void>();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      await expect(startRemoteSignIn(SERVER, 'miauth', { mode: 'signin', serverInput: 'misskey.example' }, { pageOrigin: 'https://app.example', assign, now: () => 5, randomUUID: () => 'uuid-3' })).rejects.toMatchObject({ name: 'PendingNotKept', server: SERVER });
      expect(assign).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
    }
  });

  it('MiAuth: the page to land on after sign-in is remembered with the session', async () => {
    await startRemoteSignIn(SERVER, 'miauth', { mode: 'signin', serverInput: 'misskey.example', redirect: '/my/notifications' }, { pageOrigin: 'https://app.example', assign: () => undefined, now: () => 5, randomUUID: () => 'uuid-2' });
    expect(readPending()).toMatchObject({ session: 'uuid-2', redirect: '/my/notifications' });
  });

  it('MiAuth check: POST with no body and no credential; ok:false means not approved', async () => {
    const pending: PendingRemoteSignIn = { kind: 'miauth', server: SERVER, session: 'uuid-1', createdAt: 5, mode: 'signin', serverInput: '' };
    const approved = fakeServer({ '/api/miauth/uuid-1/check': () => Response.json({ ok: true, token: 'TOKEN', user: { id: 'u' } }) });
    expect(await finishRemoteSignIn(pending, { fetch: approved.fetch })).toEqual({ ok: true, token: 'TOKEN' });
    expect(approved.calls[0]).toEqual({ url: `${SERVER}/api/miauth/uuid-1/check`, body: null, credentials: 'omit' });
    const notYet = fakeServer({ '/api/miauth/uuid-1/check': () => Response.json({ ok: false }) });
    expect(await finishRemoteSignIn(pending, { fetch: notYet.fetch })).toEqual({ ok: false, reason: 'notApproved' });
    const down = { fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch };
    expect(await finishRemoteSignIn(pending, down)).toEqual({ ok: false, reason: 'failed' });
  });

  it('legacy: app/create + auth/session/generate, then userkey → sha256(accessToken + secret)', async () => {
    const server = fakeServer({
      '/api/app/create': (b) => Response.json({ id: 'app1', secret: 'SECRET', name: b.name, permission: b.permission }),
      '/api/auth/session/generate': (b) => (b.appSecret === 'SECRET' ? Response.json({ token: 'sess', url: `${SERVER}/auth/sess` }) : new Response('{}', { status: 400 })),
      '/api/auth/session/userkey': (b) => (b.token === 'sess' ? Response.json({ accessToken: 'ACCESS', user: {} }) : new Response('{}', { status: 400 })),
    });
    const assign = vi.fn<(url: string) => void>();
    await startRemoteSignIn(SERVER, 'legacy', { mode: 'add', serverInput: SERVER }, { pageOrigin: 'https://app.example', assign, fetch: server.fetch, now: () => 9 });
    expect(assign).toHaveBeenCalledWith(`${SERVER}/auth/sess`);
    const created = JSON.parse(server.calls[0]!.body!) as { permission: string[]; callbackUrl: string };
    expect(created.permission).toEqual(CLIENT_PERMISSIONS);
    expect(created.callbackUrl).toBe('https://app.example/miauth-callback');
    const pending = readPending()!;
    expect(pending).toMatchObject({ kind: 'legacy', session: 'sess', appSecret: 'SECRET', mode: 'add' });
    const token = createHash('sha256').update('ACCESSSECRET').digest('hex');
    expect(await finishRemoteSignIn(pending, { fetch: server.fetch })).toEqual({ ok: true, token });
  });
});
