/** The HTTP side of the mock, shared by the loopback server and the Vite plugin. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockInstance, UploadedFile } from '../instance';
import { authRawRoute } from '../instance/endpoints/auth';
import { INTERNAL_ERROR, RATE_LIMIT_ERROR, takeFault, type FaultRule } from '../instance/knobs';
import { urlPreview } from '../instance/url-preview';
import { parseMultipart, readBody } from './body';
import { createMediaRoutes, isMediaPath } from './media/routes';
import { serveStatic } from './static-files';

export interface HttpHandlerOptions {
  /** Serve a built client from here, with SPA fallback. */
  staticDir?: string;
}

/** Returns true when it answered the request; false lets the host (e.g. Vite) continue. */
export type HttpHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
};

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (status === 204 || body === undefined) {
    res.writeHead(status, { ...CORS, 'Cache-Control': 'private, max-age=0, must-revalidate' });
    res.end();
    return;
  }
  res.writeHead(status, { ...CORS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, max-age=0, must-revalidate' });
  res.end(JSON.stringify(body));
}

const clientError = (message: string, code: string) => ({ error: { message, code, id: `mock-${code.toLowerCase()}`, kind: 'client' } });

function queryParams(url: URL): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

/** Params (and files) from a request: query string for GET, JSON or multipart for POST. */
async function readParams(req: IncomingMessage, url: URL): Promise<{ params: Record<string, unknown>; files: UploadedFile[]; stringParams: boolean }> {
  if (req.method === 'GET' || req.method === 'HEAD') return { params: queryParams(url), files: [], stringParams: true };
  const body = await readBody(req);
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const parts = parseMultipart(body, type);
    return { params: parts.fields, files: parts.files, stringParams: true };
  }
  const text = body.toString('utf8').trim();
  if (text === '') return { params: {}, files: [], stringParams: false };
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new SyntaxError('body must be a JSON object');
  return { params: parsed as Record<string, unknown>, files: [], stringParams: false };
}

function bearer(req: IncomingMessage): string | null {
  const m = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
  return m ? (m[1] as string).trim() : null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Injected failure for an /api call (see POST /__mock/fault); true when the response was sent. */
async function applyFault(res: ServerResponse, fault: FaultRule): Promise<boolean> {
  if (fault.ms > 0) await sleep(fault.ms);
  switch (fault.mode) {
    case 'latency':
    case 'refuse':
      return false;
    case '500':
      sendJson(res, 500, { error: INTERNAL_ERROR });
      return true;
    case '429':
      sendJson(res, 429, { error: RATE_LIMIT_ERROR });
      return true;
    case 'malformed':
      res.writeHead(200, { ...CORS, 'Content-Type': 'application/json; charset=utf-8' });
      res.end('{"id":"9xmock","createdAt":"2026-');
      return true;
  }
}

export function createHttpHandler(instance: MockInstance, opts: HttpHandlerOptions = {}): HttpHandler {
  const media = createMediaRoutes(instance);

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method === 'OPTIONS') return sendJson(res, 204, undefined);
    if (!['GET', 'HEAD', 'POST'].includes(req.method ?? '')) return sendJson(res, 405, clientError('Method not allowed.', 'METHOD_NOT_ALLOWED'));
    const fault = takeFault(instance.state.knobs, decodeURIComponent(url.pathname.slice('/api/'.length)));
    if (fault?.mode === 'refuse') {
      if (fault.ms > 0) await sleep(fault.ms);
      req.socket.destroy();
      return;
    }
    let input: Awaited<ReturnType<typeof readParams>>;
    try {
      input = await readParams(req, url);
    } catch (err) {
      const tooLarge = err instanceof Error && err.message === 'body too large';
      return sendJson(res, tooLarge ? 413 : 400, tooLarge ? clientError('Payload too large.', 'PAYLOAD_TOO_LARGE') : clientError('Invalid request body.', 'INVALID_BODY'));
    }
    if (fault && (await applyFault(res, fault))) return;
    const endpoint = decodeURIComponent(url.pathname.slice('/api/'.length));
    // MiAuth's check and the e-mail verification link live outside the endpoint table.
    const raw = authRawRoute({ state: instance.state, now: () => instance.now(), origin: instance.origin, events: instance.events }, req.method ?? 'GET', url.pathname.slice('/api/'.length));
    if (raw) return sendJson(res, raw.status, raw.body);
    const r = await instance.handle({ endpoint, token: bearer(req), ...input });
    sendJson(res, r.status, r.body);
  }

  async function handleControl(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    let params: Record<string, unknown> = {};
    try {
      params = (await readParams(req, url)).params;
    } catch {
      return sendJson(res, 400, clientError('Invalid request body.', 'INVALID_BODY'));
    }
    const r = await instance.control(url.pathname.slice('/__mock/'.length), params);
    sendJson(res, r.status, r.body);
  }

  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://mock.invalid');
    try {
      if (url.pathname.startsWith('/api/')) {
        await handleApi(req, res, url);
        return true;
      }
      if (url.pathname === '/url' && (req.method === 'GET' || req.method === 'HEAD')) {
        const r = urlPreview(instance.origin, url.searchParams.get('url'), url.searchParams.get('lang'));
        res.writeHead(r.status, { ...CORS, ...r.headers, ...(r.body !== undefined ? { 'Content-Type': 'application/json; charset=utf-8' } : {}) });
        res.end(r.body !== undefined ? JSON.stringify(r.body) : undefined);
        return true;
      }
      if (url.pathname.startsWith('/__mock/')) {
        await handleControl(req, res, url);
        return true;
      }
      if (isMediaPath(url.pathname) && media(req, res, url)) return true;
      if (opts.staticDir) return serveStatic(req, res, url, opts.staticDir);
      return false;
    } catch (err) {
      console.error('[mock] request failed', err);
      if (!res.headersSent) sendJson(res, 500, { error: { message: 'Internal error occurred.', code: 'INTERNAL_ERROR', id: '5d37dbcb-891e-41ca-a3d6-e690c97775ac', kind: 'server' } });
      else res.end();
      return true;
    }
  };
}
