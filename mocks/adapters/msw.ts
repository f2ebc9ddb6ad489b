/** MSW v2 handlers that answer `${origin}/api/*` from a mock instance (for Vitest). */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { MockInstance, UploadedFile } from '../instance';
import { INTERNAL_ERROR, RATE_LIMIT_ERROR, takeFault } from '../instance/knobs';
import { urlPreview } from '../instance/url-preview';

function bearer(request: Request): string | null {
  const m = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '');
  return m ? (m[1] as string).trim() : null;
}

function toResponse(status: number, body: unknown): Response {
  if (status === 204 || body === undefined) return new HttpResponse(null, { status });
  return HttpResponse.json(body as Record<string, unknown>, { status });
}

function endpointOf(url: string, origin: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(new URL(`${origin}/api/`).pathname.length));
}

const invalidBody = () => HttpResponse.json({ error: { message: 'Invalid request body.', code: 'INVALID_BODY', id: 'mock-invalid_body', kind: 'client' } }, { status: 400 });

/** The injected failure for this call (POST /__mock/fault), or null to answer normally. */
async function faultResponse(instance: MockInstance, endpoint: string): Promise<Response | null> {
  const fault = takeFault(instance.state.knobs, endpoint);
  if (!fault) return null;
  if (fault.ms > 0) await delay(fault.ms);
  switch (fault.mode) {
    case 'latency':
      return null;
    case 'refuse':
      return HttpResponse.error();
    case '500':
      return HttpResponse.json({ error: INTERNAL_ERROR }, { status: 500 });
    case '429':
      return HttpResponse.json({ error: RATE_LIMIT_ERROR }, { status: 429 });
    case 'malformed':
      return new HttpResponse('{"id":"9xmock","createdAt":"2026-', { status: 200, headers: { 'Content-Type': 'application/json' } });
  }
}

export function createMswHandlers(instance: MockInstance, origin: string): HttpHandler[] {
  const base = origin.replace(/\/$/, '');
  instance.setOrigin(base);

  return [
    http.get(`${base}/url`, ({ request }) => {
      const url = new URL(request.url);
      const r = urlPreview(instance.origin, url.searchParams.get('url'), url.searchParams.get('lang'));
      return r.body === undefined
        ? new HttpResponse(null, { status: r.status, headers: r.headers })
        : HttpResponse.json(r.body as Record<string, unknown>, { status: r.status, headers: r.headers });
    }),

    http.get(`${base}/api/*`, async ({ request }) => {
      const url = new URL(request.url);
      const faulted = await faultResponse(instance, endpointOf(request.url, base));
      if (faulted) return faulted;
      const params: Record<string, unknown> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const all = url.searchParams.getAll(key);
        params[key] = all.length > 1 ? all : all[0];
      }
      const r = await instance.handle({ endpoint: endpointOf(request.url, base), params, token: bearer(request), stringParams: true });
      return toResponse(r.status, r.body);
    }),

    http.post(`${base}/api/*`, async ({ request }) => {
      const endpoint = endpointOf(request.url, base);
      const faulted = await faultResponse(instance, endpoint);
      if (faulted) return faulted;
      const type = request.headers.get('content-type') ?? '';
      let params: Record<string, unknown> = {};
      const files: UploadedFile[] = [];
      let stringParams = false;
      try {
        if (type.startsWith('multipart/form-data')) {
          stringParams = true;
          const form = await request.formData();
          for (const [key, value] of form.entries()) {
            if (typeof value === 'string') params[key] = value;
            else files.push({ field: key, name: value.name, type: value.type, data: new Uint8Array(await value.arrayBuffer()) });
          }
        } else {
          const text = (await request.text()).trim();
          if (text !== '') {
            const parsed: unknown = JSON.parse(text);
            if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return invalidBody();
            params = parsed as Record<string, unknown>;
          }
        }
      } catch {
        return invalidBody();
      }
      const r = await instance.handle({ endpoint, params, token: bearer(request), files, stringParams });
      return toResponse(r.status, r.body);
    }),
  ];
}
