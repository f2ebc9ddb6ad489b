import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../test-utils/multipart';
import { testInstance, tokenOf } from '../test-utils/setup';
import { createMswHandlers } from './msw';

const ORIGIN = 'http://mock.test';
const instance = testInstance();
const server = setupServer(...createMswHandlers(instance, ORIGIN));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('msw handlers', () => {
  it('answer POST JSON like the instance', async () => {
    const r = await fetch(`${ORIGIN}/api/notes/timeline`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokenOf('carol')}` },
      body: JSON.stringify({ limit: 3 }),
    });
    expect(r.status).toBe(200);
    const direct = await instance.handle({ endpoint: 'notes/timeline', params: { limit: 3 }, token: tokenOf('carol') });
    expect(await r.json()).toEqual(direct.body);
  });

  it('answer GET with query params, 204s and errors', async () => {
    const meta = await fetch(`${ORIGIN}/api/meta?detail=false`);
    expect(await meta.json()).toMatchObject({ name: 'Mock Instance', uri: ORIGIN });
    const none = await fetch(`${ORIGIN}/api/sw/unregister`, { method: 'POST', body: JSON.stringify({ i: tokenOf('alice'), endpoint: 'x' }) });
    expect(none.status).toBe(204);
    const bad = await fetch(`${ORIGIN}/api/i`, { method: 'POST', body: JSON.stringify({ i: 'wrong' }) });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: { code: 'AUTHENTICATION_FAILED' } });
    expect((await fetch(`${ORIGIN}/api/i`, { method: 'POST', body: '{nope' })).status).toBe(400);
  });

  it('accept multipart uploads', async () => {
    const { body, contentType } = multipartBody({}, { field: 'file', name: 'a.txt', type: 'text/plain', data: new Uint8Array([1, 2, 3]) });
    const r = await fetch(`${ORIGIN}/api/drive/files/create`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokenOf('alice')}`, 'Content-Type': contentType },
      body: new Uint8Array(body),
    });
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ name: 'a.txt', type: 'text/plain', size: 3, url: expect.stringMatching(/^http:\/\/mock\.test\/files\//) });
  });
});
