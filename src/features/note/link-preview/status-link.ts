import { safeHttpUrl } from '@/core/entities/http-url';

/** Which links of a note can open as an embedded status (spec section 4, Link preview); the frame itself is in status-embed.ts. */

const STATUS_HOSTS = new Set(['twitter.com', 'www.twitter.com', 'mobile.twitter.com', 'x.com', 'www.x.com', 'mobile.x.com']);
const STATUS_PATH = /^\/[A-Za-z0-9_]{1,50}\/status(?:es)?\/(\d{1,25})(?:\/|$)/;

/** The status id of a status link (https://x.com/{user}/status/{id}), or null for any other URL. */
export function embeddedStatusId(url: string): string | null {
  const href = safeHttpUrl(url);
  if (href === null) return null;
  const u = new URL(href);
  if (!STATUS_HOSTS.has(u.hostname.toLowerCase())) return null;
  return STATUS_PATH.exec(u.pathname)?.[1] ?? null;
}
