/** Serves a built client (e.g. dist/) with SPA fallback to index.html. */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { cspFromIndexHtml, hostHeaders } from '../../build/host-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
};

function fileAt(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The CSP of the served build's index.html (read again when the file changes). */
let policy: { index: string; mtimeMs: number; value: string | null } | null = null;

function buildPolicy(index: string): string | null {
  try {
    const { mtimeMs } = statSync(index);
    if (policy?.index !== index || policy.mtimeMs !== mtimeMs) policy = { index, mtimeMs, value: cspFromIndexHtml(readFileSync(index, 'utf8')) };
    return policy.value;
  } catch {
    return null;
  }
}

/** Sends a file of the build with the headers a host should send (build/host-headers.ts). */
function sendFile(req: IncomingMessage, res: ServerResponse, path: string, cacheControl: string, index: string): void {
  const type = TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  res.writeHead(200, { ...hostHeaders(buildPolicy(index)), 'Content-Type': type, 'Content-Length': statSync(path).size, 'Cache-Control': cacheControl });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(path).pipe(res);
}

/** Handles GET/HEAD under root; returns false when the request is not for it. */
export function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL, staticDir: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const root = resolve(staticDir);
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  const target = resolve(join(root, pathname));
  const inside = target === root || target.startsWith(root + sep);
  const index = join(root, 'index.html');
  if (inside && target !== root && fileAt(target)) {
    const immutable = pathname.startsWith('/assets/');
    const isIndex = target === index;
    sendFile(req, res, target, immutable ? 'public, max-age=31536000, immutable' : isIndex ? 'no-cache' : 'public, max-age=0, must-revalidate', index);
    return true;
  }
  // SPA fallback: navigations and extension-less paths get index.html; missing assets are 404s.
  const ext = extname(pathname).toLowerCase();
  const wantsHtml = (req.headers.accept ?? '').includes('text/html');
  if (!pathname.startsWith('/assets/') && (wantsHtml || !TYPES[ext]) && fileAt(index)) {
    sendFile(req, res, index, 'no-cache', index);
    return true;
  }
  res.writeHead(404, { ...hostHeaders(null), 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found');
  return true;
}
