import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

function fakeFetch(status: number, body: string | null, headers: Record<string, string> = {}) {
  return vi.fn(async () => new Response(body, { status, headers }));
}

describe('createApiClient', () => {
  it('POSTs JSON to {origin}/api/{endpoint} with the credential as `i` and no cookies', async () => {
    const f = fakeFetch(200, '{"ok":true}');
    const api = createApiClient({ origin: 'https://s.example/', token: 'TOKEN', fetch: f });
    await expect(api.request('notes/show', { noteId: 'x' })).resolves.toEqual({ ok: true });
    const [url, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://s.example/api/notes/show');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    expect(JSON.parse(init.body as string)).toEqual({ noteId: 'x', i: 'TOKEN' });
  });

  it('visitors send no credential', async () => {
    const f = fakeFetch(200, '[]');
    const api = createApiClient({ origin: 'https://s.example', token: null, fetch: f });
    await api.request('notes/local-timeline', { limit: 1 });
    const [, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ limit: 1 });
  });

  it('the GET variant sends params in the query string', async () => {
    const f = fakeFetch(200, '{}');
    const api = createApiClient({ origin: 'https://s.example', token: null, fetch: f });
    await api.request('emoji', { name: 'blob', host: null }, { method: 'GET' });
    const [url, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(url).toBe('https://s.example/api/emoji?name=blob&host=null');
  });

  it('204 gives an empty result', async () => {
    const api = createApiClient({ origin: 'https://s.example', token: 't', fetch: fakeFetch(204, null) });
    await expect(api.request('notes/reactions/create', { noteId: 'a', reaction: '👍' })).resolves.toBeUndefined();
  });

  it('any other status rejects with the server error object', async () => {
    const body = JSON.stringify({ error: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: '24fcbfc6-2e37-42b6-8388-c29b3861a08d', kind: 'client' } });
    const onError = vi.fn();
    const api = createApiClient({ origin: 'https://s.example', token: 't', fetch: fakeFetch(400, body), onError });
    const err = await api.request('notes/show', { noteId: 'zzz' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const e = err as ApiError;
    expect(e.kind).toBe('server');
    expect(e.status).toBe(400);
    expect(e.code).toBe('NO_SUCH_NOTE');
    expect(e.id).toBe('24fcbfc6-2e37-42b6-8388-c29b3861a08d');
    expect(e.message).toBe('No such note.');
    expect(onError).toHaveBeenCalledWith(e, { noteId: 'zzz' });
  });

  it('keeps INTERNAL_ERROR info', async () => {
    const body = JSON.stringify({ error: { message: 'Internal error occurred.', code: 'INTERNAL_ERROR', id: 'x', info: { e: { message: 'boom' } } } });
    const api = createApiClient({ origin: 'https://s.example', token: 't', fetch: fakeFetch(500, body) });
    const e = (await api.request('i').catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(500);
    expect(e.info).toEqual({ e: { message: 'boom' } });
  });

  it('a non-JSON error body still rejects with the status and the raw body', async () => {
    const api = createApiClient({ origin: 'https://s.example', token: null, fetch: fakeFetch(502, '<html>Bad gateway</html>') });
    const e = (await api.request('meta').catch((x: unknown) => x)) as ApiError;
    expect(e.kind).toBe('server');
    expect(e.status).toBe(502);
    expect(e.rawBody).toContain('Bad gateway');
  });

  it('a 200 answer that is not JSON is malformed', async () => {
    const api = createApiClient({ origin: 'https://s.example', token: null, fetch: fakeFetch(200, '{"broken') });
    const e = (await api.request('meta').catch((x: unknown) => x)) as ApiError;
    expect(e.kind).toBe('malformed');
  });

  it('a network failure rejects with kind network', async () => {
    const api = createApiClient({ origin: 'https://s.example', token: null, fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    const e = (await api.request('meta').catch((x: unknown) => x)) as ApiError;
    expect(e.kind).toBe('network');
  });

  it('times out', async () => {
    const hang = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const onError = vi.fn();
    const api = createApiClient({ origin: 'https://s.example', token: null, fetch: hang as unknown as typeof fetch, onError });
    const e = (await api.request('meta', {}, { timeoutMs: 20 }).catch((x: unknown) => x)) as ApiError;
    expect(e.kind).toBe('timeout');
    expect(onError).toHaveBeenCalledOnce();
  });

  it('a caller that reconciles is not told of an unknown outcome as an error, but is of a refusal', async () => {
    const hang = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const onError = vi.fn();
    const slow = createApiClient({ origin: 'https://s.example', token: 't', fetch: hang as unknown as typeof fetch, onError });
    const timedOut = (await slow.request('notes/reactions/create', {}, { timeoutMs: 20, reconcilesUnknown: true }).catch((x: unknown) => x)) as ApiError;
    expect(timedOut.kind).toBe('timeout');
    const dropped = createApiClient({ origin: 'https://s.example', token: 't', fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), onError });
    expect(((await dropped.request('following/create', {}, { reconcilesUnknown: true }).catch((x: unknown) => x)) as ApiError).kind).toBe('network');
    expect(onError).not.toHaveBeenCalled();
    const body = JSON.stringify({ error: { code: 'ALREADY_REACTED', message: 'x', id: 'x' } });
    const refused = createApiClient({ origin: 'https://s.example', token: 't', fetch: fakeFetch(400, body), onError });
    await refused.request('notes/reactions/create', {}, { reconcilesUnknown: true }).catch(() => undefined);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('can be aborted, and an abort is not reported', async () => {
    const hang = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const onError = vi.fn();
    const api = createApiClient({ origin: 'https://s.example', token: null, fetch: hang as unknown as typeof fetch, onError });
    const ctrl = new AbortController();
    const pending = api.request('meta', {}, { signal: ctrl.signal });
    ctrl.abort();
    const e = (await pending.catch((x: unknown) => x)) as ApiError;
    expect(e.kind).toBe('aborted');
    expect(onError).not.toHaveBeenCalled();
  });

  it('suppressed errors are not reported', async () => {
    const onError = vi.fn();
    const api = createApiClient({ origin: 'https://s.example', token: null, fetch: fakeFetch(500, '{}'), onError });
    await api.request('meta', {}, { suppressError: true }).catch(() => undefined);
    expect(onError).not.toHaveBeenCalled();
  });
});
