/**
 * The embedded microblog status of a link preview (spec section 4): a status link on the
 * microblog's hosts can open as the provider's own embed frame, which reports its height and
 * whether the status exists through postMessage.
 */

/** The provider's embed frame and the only origin whose messages are read. */
export const STATUS_EMBED_ORIGIN = 'https://platform.twitter.com';

/** The embed frame's address for a status, in the client's theme and language. */
export function statusEmbedSrc(statusId: string, embedId: string, opts: { dark: boolean; lang: string }): string {
  const u = new URL('/embed/index.html', STATUS_EMBED_ORIGIN);
  u.searchParams.set('embedId', embedId);
  u.searchParams.set('hideCard', 'false');
  u.searchParams.set('hideThread', 'false');
  u.searchParams.set('lang', opts.lang.split('-')[0] || 'en');
  u.searchParams.set('theme', opts.dark ? 'dark' : 'light');
  u.searchParams.set('dnt', 'true');
  u.searchParams.set('id', statusId);
  return u.href;
}

export type StatusEmbedMessage = { kind: 'resize'; height: number } | { kind: 'notFound' };

/** Heights outside this range are ignored (a broken or hostile frame cannot blow up the note). */
const MAX_EMBED_HEIGHT = 4000;

/**
 * Reads one message of the embed frame: its JSON-RPC envelope `{"twttr.embed": {method, id,
 * params}}` (as an object or a JSON string), for this frame's `embedId` only. Null for anything else.
 */
export function readStatusEmbedMessage(origin: string, data: unknown, embedId: string): StatusEmbedMessage | null {
  if (origin !== STATUS_EMBED_ORIGIN) return null;
  let value = data;
  if (typeof value === 'string') {
    if (value.length > 20_000) return null;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const envelope = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['twttr.embed'] : null;
  if (typeof envelope !== 'object' || envelope === null) return null;
  const { method, id, params } = envelope as { method?: unknown; id?: unknown; params?: unknown };
  if (id !== embedId) return null;
  if (method === 'twttr.private.no_results') return { kind: 'notFound' };
  if (method !== 'twttr.private.resize' || !Array.isArray(params)) return null;
  const height = (params[0] as { height?: unknown } | undefined)?.height;
  if (typeof height !== 'number' || !Number.isFinite(height) || height <= 0 || height > MAX_EMBED_HEIGHT) return null;
  return { kind: 'resize', height: Math.ceil(height) };
}
