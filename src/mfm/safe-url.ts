/** URL gatekeeping: only http(s) URLs and paths this module built ever become an href or src. */
import { safeHttpUrl } from '@/core/entities/http-url';

function hasControlOrSpace(text: string, spaceToo: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || (spaceToo && code === 0x20)) return true;
  }
  return false;
}

/**
 * A URL written in MFM or emoji data, normalised, when it is an absolute http(s) URL (`safeHttpUrl`);
 * null when it is very long or holds control or space characters, which URL parsers strip in surprising ways.
 */
export function writtenHttpUrl(url: string): string | null {
  if (typeof url !== 'string' || url.length > 8192 || hasControlOrSpace(url, true)) return null;
  return safeHttpUrl(url);
}

/** True for a path on this origin: one leading `/`, never `//` or `/\` (protocol-relative). */
export function isSafeInternalPath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !hasControlOrSpace(path, false);
}

/** A same-origin path made safe: leading slashes collapse to one. */
export function toInternalPath(path: string): string {
  const cleaned = `/${path.replace(/^[/\\]+/, '')}`;
  return isSafeInternalPath(cleaned) ? cleaned : '/';
}

export type LinkTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

function clientOrigin(): string | null {
  return typeof window !== 'undefined' && window.location ? window.location.origin : null;
}

/**
 * Where a link written in MFM may go: an in-app path for this client's own origin, an external
 * http(s) URL, or nowhere (null) for every other scheme.
 */
export function resolveLinkTarget(url: string, ownOrigin: string | null = clientOrigin()): LinkTarget | null {
  const href = writtenHttpUrl(url);
  if (href === null) return null;
  const parsed = new URL(href);
  if (ownOrigin !== null && parsed.origin === ownOrigin) {
    return { kind: 'internal', path: toInternalPath(`${parsed.pathname}${parsed.search}${parsed.hash}`) };
  }
  return { kind: 'external', href };
}

/** An image source: an http(s) URL or a same-origin path; anything else gives null. */
export function safeImageSrc(src: string | null | undefined): string | null {
  if (typeof src !== 'string' || src === '') return null;
  if (src.startsWith('/')) return isSafeInternalPath(src) ? src : null;
  return writtenHttpUrl(src);
}
