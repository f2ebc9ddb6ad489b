/** MSW v2 handlers that answer `${origin}/api/*` from a mock instance (for Vitest). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockInstance, UploadedFile } from '../instance';

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

export function createMswHandlers(instance: MockInstance, origin: string): HttpHandler[] {
  const base = origin.replace(/\/$/, '');
  instance.setOrigin(base);

  return [
    http.get(`${base}/api/*`, async ({ request }) => {
      const url = new URL(request.url);
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
