/** Media the packed objects point at: identicons, drive files, custom emoji, proxy, twemoji, client assets. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockInstance } from '../../instance';
import { gradientPixels } from '../../instance/media';
import { encodePng } from './png';
import { identiconPng } from './identicon';
import { emojiSvg, placeholderSvg, twemojiSvg } from './svg';
import { toneWav } from './wav';

const DAY_S = 86_400;
const THUMB_MAX = 280;

function send(res: ServerResponse, status: number, type: string, body: string | Buffer | Uint8Array, maxAge = DAY_S): true {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': `public, max-age=${maxAge}`, 'Access-Control-Allow-Origin': '*' });
  res.end(body);
  return true;
}

/**
 * A file's bytes, or the part a `Range: bytes=a-b` header asks for (206): media elements seek by
 * ranges, and Chromium cannot seek a file served without them.
 */
function sendFile(req: IncomingMessage, res: ServerResponse, type: string, body: Buffer | Uint8Array, maxAge: number): true {
  const headers = { 'Content-Type': type, 'Cache-Control': `public, max-age=${maxAge}`, 'Access-Control-Allow-Origin': '*', 'Accept-Ranges': 'bytes' };
  const m = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? '').trim());
  if (!m || (m[1] === '' && m[2] === '')) {
    res.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
    res.end(body);
    return true;
  }
  const size = body.length;
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(size - 1, Number(m[2]));
  if (start >= size || start > end) {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}` });
    res.end();
    return true;
  }
  res.writeHead(206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': String(end - start + 1) });
  res.end(body.subarray(start, end + 1));
  return true;
}

function notFound(res: ServerResponse): true {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found');
  return true;
}

/** Is this a media path the mock serves (so the dev server leaves the rest to the app)? */
export function isMediaPath(pathname: string): boolean {
  return /^\/(identicon|files|proxy|twemoji|client-assets)\//.test(pathname) ||
    /^\/avatar(-alt)?\/@/.test(pathname) ||
    /^\/emoji\/[^/]+\.webp$/.test(pathname);
}

export function createMediaRoutes(instance: MockInstance) {
  const cache = new Map<string, Buffer>();
  const rendered = (key: string, make: () => Buffer) => {
    let png = cache.get(key);
    if (!png) {
      if (cache.size > 200) cache.clear();
      png = make();
      cache.set(key, png);
    }
    return png;
  };

  function serveFile(req: IncomingMessage, res: ServerResponse, key: string): boolean {
    const thumb = key.startsWith('thumbnail-');
    const file = instance.state.files.get(thumb ? key.slice('thumbnail-'.length) : key);
    if (!file) return notFound(res);
    if (file.data) return sendFile(req, res, file.type, file.data, 7 * DAY_S);
    // A seeded audio file plays a tone as long as its size says (8 kHz, 8-bit mono), at most 2 minutes.
    const seconds = Math.min(120, Math.max(0.5, (file.size - 44) / 8000));
    if (!thumb && file.type.startsWith('audio/')) return sendFile(req, res, 'audio/wav', rendered(`wav:${file.id}`, () => toneWav(seconds)), 7 * DAY_S);
    const w = file.width ?? 320;
    const h = file.height ?? 200;
    const scale = thumb ? Math.min(1, THUMB_MAX / Math.max(w, h)) : 1;
    const [tw, th] = [Math.max(1, Math.round(w * scale)), Math.max(1, Math.round(h * scale))];
    const png = rendered(`${key}`, () => encodePng(tw, th, gradientPixels(tw, th, file.hues ?? [200, 260])));
    return send(res, 200, 'image/png', png, 7 * DAY_S);
  }

  return function handleMedia(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = decodeURIComponent(url.pathname);
    let m: RegExpExecArray | null;
    if ((m = /^\/identicon\/(.+)$/.exec(path))) {
      const seed = m[1] as string;
      return send(res, 200, 'image/png', rendered(`identicon:${seed}`, () => identiconPng(seed)));
    }
    // The avatar route and the alternative one a client falls back to (spec section 7): both the identicon.
    if ((m = /^\/avatar(?:-alt)?\/@(.+)$/.exec(path))) {
      res.writeHead(302, { Location: `/identicon/${m[1]}` });
      res.end();
      return true;
    }
    if ((m = /^\/files\/([^/]+)$/.exec(path))) return serveFile(req, res, m[1] as string);
    if ((m = /^\/emoji\/([^/@]+)(?:@([^/]+))?\.webp$/.exec(path))) {
      const host = m[2] && m[2] !== '.' ? m[2] : null;
      const emoji = instance.state.emojis.find((e) => e.name === m?.[1] && e.host === host);
      return emoji ? send(res, 200, 'image/svg+xml', emojiSvg(emoji.name, emoji.hue)) : notFound(res);
    }
    if ((m = /^\/twemoji\/([0-9a-fA-F-]+)\.svg$/.exec(path))) return send(res, 200, 'image/svg+xml', twemojiSvg(m[1] as string));
    if (path.startsWith('/proxy/')) {
      const target = url.searchParams.get('url');
      if (target && target.startsWith(instance.origin)) {
        res.writeHead(302, { Location: target, 'Cache-Control': `public, max-age=${DAY_S}` });
        res.end();
        return true;
      }
      return send(res, 200, 'image/svg+xml', placeholderSvg('remote image'));
    }
    if ((m = /^\/client-assets\/(.+)\.png$/.exec(path))) {
      // The server's banner (meta.bannerUrl) is wide, like a real one; every other asset a small square.
      const [w, h, hues] = m[1] === 'server-banner' ? [900, 300, [200, 280] as [number, number]] : m[1] === 'server-icon' ? [128, 128, [30, 90] as [number, number]] : [64, 64, [90, 150] as [number, number]];
      return send(res, 200, 'image/png', rendered(`asset:${m[1]}`, () => encodePng(w, h, gradientPixels(w, h, hues))));
    }
    if (path.startsWith('/client-assets/')) return notFound(res);
    return false;
  };
}
