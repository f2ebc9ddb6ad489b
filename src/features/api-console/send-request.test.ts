import { describe, expect, it, vi } from 'vitest';
import { redact, sendConsoleRequest } from './send-request';

describe('the API console request', () => {
  it('sends the params with or without the credential and pretty-prints the answer', async () => {
    const fetchImpl = vi.fn(async (_url: string, init?: RequestInit) => new Response(JSON.stringify({ got: JSON.parse(String(init?.body)) }), { status: 200 }));
    let t = 0;
    const withToken = await sendConsoleRequest({ origin: 'https://x.example/', endpoint: 'i', params: { a: 1 }, token: 'secret-token', fetchImpl: fetchImpl as typeof fetch, now: () => (t += 5) });
    expect(fetchImpl.mock.calls[0]![0]).toBe('https://x.example/api/i');
    expect(withToken).toMatchObject({ status: 200, ok: true, ms: 5 });
    expect(withToken.body).toContain('"a": 1');
    expect(withToken.body).not.toContain('secret-token');
    const anon = await sendConsoleRequest({ origin: 'https://x.example', endpoint: 'meta', params: {}, token: null, fetchImpl: fetchImpl as typeof fetch });
    expect(JSON.parse(String(fetchImpl.mock.calls[1]![1]!.body))).toEqual({});
    expect(anon.ok).toBe(true);
  });

  it('reports errors and network failures', async () => {
    const failing = vi.fn(async () => new Response('{"error":{"code":"NO_SUCH_NOTE"}}', { status: 400 }));
    expect(await sendConsoleRequest({ origin: 'o', endpoint: 'notes/show', params: {}, token: null, fetchImpl: failing as typeof fetch })).toMatchObject({ status: 400, ok: false });
    const down = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendConsoleRequest({ origin: 'o', endpoint: 'i', params: {}, token: null, fetchImpl: down as typeof fetch })).toMatchObject({ status: null, ok: false, body: 'Failed to fetch' });
  });

  it('redacts the token', () => {
    expect(redact('a tok123 b tok123', 'tok123')).toBe('a <redacted> b <redacted>');
  });
});
