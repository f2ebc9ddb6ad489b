import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, testInstance } from '../test-utils/setup';
import { API_PERMISSIONS } from '../../src/core/api-permissions';
import { ENDPOINT_KINDS, SECURE_ENDPOINTS } from './auth/endpoint-kinds';
import { ENDPOINTS } from './endpoints';
import { authRawRoute } from './endpoints/auth';
import type { MockInstance } from './index';

const ctxOf = (instance: MockInstance) => ({ state: instance.state, now: () => instance.now(), origin: instance.origin, events: instance.events });

const PERMISSION_DENIED = {
  message: 'Your app does not have the necessary permissions to use this endpoint.',
  code: 'PERMISSION_DENIED',
  id: '1370e5b7-d4eb-4566-bb1d-7748ee6a1838',
  kind: 'permission',
};

async function miauthToken(instance: MockInstance, permission: string[], session = 's-perm'): Promise<string> {
  const gen = await call(instance, 'miauth/gen-token', { session, name: 'App', permission }, 'carol');
  expect(gen.status).toBe(200);
  return (gen.body as { token: string }).token;
}

const as = (instance: MockInstance, token: string, endpoint: string, params: Record<string, unknown> = {}) => instance.handle({ endpoint, params, token });

describe('app token permissions', () => {
  it('the endpoint map names real permissions and covers what the mock serves', () => {
    const known = new Set([...API_PERMISSIONS, 'read:clip-favorite', 'write:clip-favorite', 'read:flash', 'write:flash', 'read:flash-likes', 'write:flash-likes']);
    for (const [endpoint, kind] of Object.entries(ENDPOINT_KINDS)) expect(known.has(kind), `${endpoint}: ${kind}`).toBe(true);
    const served = Object.keys(ENDPOINTS);
    expect(served.filter((e) => ENDPOINT_KINDS[e]).length).toBeGreaterThan(100);
    expect(served.filter((e) => SECURE_ENDPOINTS.has(e)).length).toBeGreaterThan(25);
    // A few declarations of Misskey 13.14.2 as they are.
    expect(ENDPOINT_KINDS['notes/create']).toBe('write:notes');
    expect(ENDPOINT_KINDS['i/notifications']).toBe('read:notifications');
    expect(ENDPOINT_KINDS['antennas/list']).toBe('read:account');
    expect(ENDPOINT_KINDS['notes/timeline']).toBeUndefined();
    expect(ENDPOINT_KINDS.i).toBeUndefined();
  });

  it('a MiAuth token calls what it was granted and is refused the rest with the real error', async () => {
    const instance = testInstance();
    const token = await miauthToken(instance, ['read:account']);
    expect((await as(instance, token, 'i')).body).toMatchObject({ username: 'carol' });
    expect((await as(instance, token, 'antennas/list')).status).toBe(200);
    // Endpoints without a kind take any token.
    expect((await as(instance, token, 'notes/timeline', { limit: 1 })).status).toBe(200);
    const refused = await as(instance, token, 'notes/create', { text: 'from an app' });
    expect(refused).toEqual({ status: 403, body: { error: PERMISSION_DENIED } });
    expect((await as(instance, token, 'i/notifications')).status).toBe(403);
    // Nothing was posted.
    const me = (await as(instance, token, 'i')).body as { id: string };
    const mine = (await call(instance, 'users/notes', { userId: me.id, limit: 5 })).body as Array<{ text: string | null }>;
    expect(mine.map((n) => n.text)).not.toContain('from an app');

    const writer = await miauthToken(instance, ['write:notes'], 's-perm-2');
    expect((await as(instance, writer, 'notes/create', { text: 'allowed' })).status).toBe(200);
  });

  it('a token made without a session (a plugin) is limited the same way, listed, and never handed out by check', async () => {
    const instance = testInstance();
    const gen = await call(instance, 'miauth/gen-token', { session: null, name: 'Plugin', permission: ['read:account'] }, 'carol');
    expect(gen.status).toBe(200);
    const token = (gen.body as { token: string }).token;
    expect((await as(instance, token, 'i')).status).toBe(200);
    expect((await as(instance, token, 'notes/create', { text: 'x' })).body).toEqual({ error: PERMISSION_DENIED });
    expect((await call(instance, 'i/apps', {}, 'carol')).body).toMatchObject([{ name: 'Plugin', permission: ['read:account'] }]);
    expect(authRawRoute(ctxOf(instance), 'POST', `miauth/${encodeURIComponent(`no-session:${token}`)}/check`)).toEqual({ status: 200, body: { ok: false } });
  });

  it('secure endpoints refuse any app token with ACCESS_DENIED, the own credential works', async () => {
    const instance = testInstance();
    const token = await miauthToken(instance, [...API_PERMISSIONS]);
    for (const endpoint of ['i/apps', 'i/registry/get-all', 'miauth/gen-token']) {
      const res = await as(instance, token, endpoint, { scope: [], session: 'x', permission: [] });
      expect(res, endpoint).toEqual({ status: 400, body: { error: { message: 'Access denied.', code: 'ACCESS_DENIED', id: '56f35758-7dd5-468b-8439-5d6fb8ec9b8e', kind: 'client' } } });
    }
    expect((await call(instance, 'i/apps', {}, 'carol')).status).toBe(200);
  });

  it('a legacy app token has its app’s permissions', async () => {
    const instance = testInstance();
    const app = (await call(instance, 'app/create', { name: 'Old', description: 'd', permission: ['read:account', 'read:notifications'] })).body as { secret: string };
    const session = (await call(instance, 'auth/session/generate', { appSecret: app.secret })).body as { token: string };
    await call(instance, 'auth/accept', { token: session.token }, 'carol');
    const key = (await call(instance, 'auth/session/userkey', { appSecret: app.secret, token: session.token })).body as { accessToken: string };
    const token = createHash('sha256').update(key.accessToken + app.secret).digest('hex');
    // The session is used up.
    expect((await call(instance, 'auth/session/userkey', { appSecret: app.secret, token: session.token })).body).toMatchObject({ error: { code: 'NO_SUCH_SESSION' } });
    expect((await as(instance, token, 'i/notifications')).status).toBe(200);
    expect((await as(instance, token, 'notes/create', { text: 'x' })).body).toEqual({ error: PERMISSION_DENIED });
    // The account sees the app and its token, and revoking the token ends it.
    expect((await call(instance, 'i/authorized-apps', {}, 'carol')).body).toMatchObject([{ name: 'Old', permission: ['read:account', 'read:notifications'] }]);
    const listed = (await call(instance, 'i/apps', {}, 'carol')).body as Array<{ id: string; name: string }>;
    const entry = listed.find((t) => t.name === 'Old')!;
    expect((await call(instance, 'i/revoke-token', { tokenId: entry.id }, 'carol')).status).toBe(204);
    expect((await as(instance, token, 'i')).body).toMatchObject({ error: { code: 'AUTHENTICATION_FAILED' } });
  });

  it('password sign-in and seeded credentials have full access', async () => {
    const instance = testInstance();
    const signin = (await call(instance, 'signin', { username: 'carol', password: 'password' })).body as { i: string };
    expect((await as(instance, signin.i, 'notes/create', { text: 'full access' })).status).toBe(200);
    expect((await as(instance, signin.i, 'i/registry/get-all', { scope: [] })).status).toBe(200);
  });
});
