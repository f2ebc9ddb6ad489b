import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testInstance, tokenOf } from '../test-utils/setup';
import { createMswHandlers } from './msw';

const ORIGIN = 'http://mock-extras.test';
const instance = testInstance();
const server = setupServer(...createMswHandlers(instance, ORIGIN));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const post = (endpoint: string, body: Record<string, unknown> = {}) =>
  fetch(`${ORIGIN}/api/${endpoint}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokenOf('carol')}` }, body: JSON.stringify(body) });

describe('msw handlers: /url and faults', () => {
  it('serve link previews on GET /url', async () => {
    const r = await fetch(`${ORIGIN}/url?url=${encodeURIComponent('https://store.example/app/5/Soon_Game')}&lang=en-US`);
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ releaseDate: { comingSoon: true }, thumbnail: expect.stringContaining(ORIGIN) });
    expect((await fetch(`${ORIGIN}/url?url=${encodeURIComponent('https://x.invalid/')}`)).status).toBe(422);
    expect((await fetch(`${ORIGIN}/url`)).status).toBe(400);
  });

  it('apply fault rules from the control API', async () => {
    await instance.control('fault', { endpoint: 'i', mode: '429', count: 1 });
    const limited = await post('i');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: { code: 'RATE_LIMIT_EXCEEDED' } });
    expect((await post('i')).status).toBe(200);

    await instance.control('fault', { endpoint: 'i', mode: 'malformed' });
    await expect((await post('i')).json()).rejects.toThrow();
    await instance.control('fault', { endpoint: 'i', mode: 'refuse' });
    await expect(post('i')).rejects.toThrow();
    await instance.control('fault', { endpoint: '*', mode: 'off' });
    expect((await fetch(`${ORIGIN}/api/meta?detail=false`)).status).toBe(200);
  });
});
