import { safeHttpUrl } from '@/core/entities/http-url';

export type LinkTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

/** A link to the client's own origin stays in the app (its path); anything else is external. Null for non-http(s). */
export function resolveLinkTarget(url: string, ownOrigin: string): LinkTarget | null {
  const href = safeHttpUrl(url);
  if (!href) return null;
  const u = new URL(href);
  if (u.origin === ownOrigin) return { kind: 'internal', path: `${u.pathname}${u.search}${u.hash}` };
  return { kind: 'external', href };
}

/**
 * The iframe address of an embedded player with autoplay asked for, or null when the player is
 * not https or lives on the client's own origin (a sandbox with scripts and same-origin would not hold there).
 */
export function playerEmbedSrc(playerUrl: string, ownOrigin: string): string | null {
  const href = safeHttpUrl(playerUrl);
  if (!href || !href.startsWith('https:')) return null;
  const u = new URL(href);
  if (u.origin === ownOrigin) return null;
  u.searchParams.set('autoplay', '1');
  u.searchParams.set('auto_play', '1');
  return u.href;
}
