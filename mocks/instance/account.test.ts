import { describe, expect, it } from 'vitest';
import { SEED_TOKENS } from '../instance';
import { call, testInstance, tokenOf, userNamed } from '../test-utils/setup';

describe('accounts and errors', () => {
  const instance = testInstance();

  it('seeds the users the tests rely on, with stable ids and tokens', () => {
    expect(userNamed(instance, 'alice').isAdmin).toBe(true);
    expect(userNamed(instance, 'bob').isModerator).toBe(true);
    expect(userNamed(instance, 'dave').isMiniSilenced).toBe(true);
    expect(userNamed(instance, 'erin').blockPostPublic).toBe(true);
    expect(userNamed(instance, 'frank').isSuspended).toBe(true);
    expect(userNamed(instance, 'zoe@remote.example').host).toBe('remote.example');
    for (const token of Object.values(SEED_TOKENS)) expect(token).toMatch(/^[A-Za-z0-9]{16}$/);
    const again = testInstance();
    expect([...again.state.users.keys()]).toEqual([...instance.state.users.keys()]);
    expect([...again.state.notes.keys()]).toEqual([...instance.state.notes.keys()]);
    for (const id of instance.state.users.keys()) expect(id).toMatch(/^[0-9a-z]{10}$/);
    expect(instance.state.notes.size).toBeGreaterThanOrEqual(280);
  });

  it('signs in with the right password only', async () => {
    const ok = await call(instance, 'signin', { username: 'carol', password: 'password' });
    expect(ok).toEqual({ status: 200, body: { id: userNamed(instance, 'carol').id, i: tokenOf('carol') } });
    const wrong = await call(instance, 'signin', { username: 'carol', password: 'nope' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ error: { id: '932c904e-9460-45b7-9ce6-7ed33be7eb2c', code: 'INCORRECT_PASSWORD', kind: 'client' } });
    const nobody = await call(instance, 'signin', { username: 'nobody', password: 'password' });
    expect(nobody.status).toBe(404);
    expect((await call(instance, 'signin', { username: 'carol' })).status).toBe(400);
  });

  it('answers i with the account and its spec extras', async () => {
    const r = await call(instance, 'i', {}, 'erin');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ username: 'erin', blockPostPublic: true, isMiniSilenced: false, canInvite: false, patron: false, policies: { canPublicNote: false } });
  });

  it('reads the credential from the body or the Bearer header', async () => {
    const viaBody = await instance.handle({ endpoint: 'i', params: { i: tokenOf('bob') } });
    expect(viaBody.body).toMatchObject({ username: 'bob' });
  });

  it('fails authentication like the real server', async () => {
    const bad = await instance.handle({ endpoint: 'i', params: {}, token: 'nope' });
    expect(bad).toEqual({
      status: 401,
      body: { error: { message: 'Authentication failed. Please ensure your token is correct.', code: 'AUTHENTICATION_FAILED', id: 'b0a7f5f8-dc2f-4171-b91f-de88ad238e14', kind: 'client' } },
    });
    const missing = await instance.handle({ endpoint: 'i', params: {} });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ error: { code: 'CREDENTIAL_REQUIRED' } });
  });

  it('tells a suspended user so', async () => {
    const r = await call(instance, 'i', {}, 'frank');
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ error: { code: 'YOUR_ACCOUNT_SUSPENDED', id: 'a8c724b3-6e9c-4b46-b1a8-bc3ed6258370' } });
  });

  it('answers unknown endpoints with 404', async () => {
    const r = await call(instance, 'no/such/endpoint', {}, 'alice');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ error: { code: 'UNKNOWN_API_ENDPOINT', kind: 'client' } });
  });

  it('answers meta with the mock identity', async () => {
    const r = await call(instance, 'meta', { detail: false });
    expect(r.body).toMatchObject({ version: '13.14.2', name: 'Mock Instance', maxNoteTextLength: 1000, enableGuestTimeline: true });
    expect(r.body).not.toHaveProperty('features');
    expect((await call(instance, 'meta', {})).body).toHaveProperty('features');
  });

  it('unregisters push subscriptions with 204', async () => {
    expect(await call(instance, 'sw/unregister', { endpoint: 'https://push.example/x' }, 'alice')).toEqual({ status: 204, body: undefined });
  });

  it('lists notifications of several types and marks them read', async () => {
    const types = new Set<string>();
    for (let untilId: string | undefined, page = 0; page < 100; page++) {
      const r = await call(instance, 'i/notifications', { limit: 100, ...(untilId ? { untilId } : {}) }, 'alice');
      const body = r.body as Array<{ id: string; type: string }>;
      if (body.length === 0) break;
      for (const n of body) types.add(n.type);
      untilId = body[body.length - 1]?.id;
    }
    for (const t of ['follow', 'mention', 'reply', 'renote', 'reaction']) expect(types).toContain(t);
    expect((await call(instance, 'i', {}, 'alice')).body).toMatchObject({ hasUnreadNotification: false });
  });

  it('resets to the seed through the control API', async () => {
    const other = testInstance();
    await call(other, 'notes/create', { text: 'temporary' }, 'alice');
    const count = other.state.notes.size;
    expect(await other.control('reset')).toEqual({ status: 204, body: undefined });
    expect(other.state.notes.size).toBe(count - 1);
    const post = await other.control('post', { username: 'bob', text: 'hello', visibility: 'home' });
    expect(post.status).toBe(200);
    expect(post.body).toMatchObject({ createdNote: { text: 'hello', visibility: 'home' } });
  });
});
