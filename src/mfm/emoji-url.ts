import type { EmojiRefs } from '@/core/entities';
import { safeImageSrc, writtenHttpUrl } from './safe-url';

/**
 * Looks an instance emoji up by name in the `emojis` list the client holds; local authors only.
 * A URL when the list has it, `null` when the list is fresh and has no such emoji (shown as
 * text, nothing is requested), `undefined` when the list cannot tell (not loaded, or old).
 */
export type EmojiResolver = (name: string) => string | null | undefined;

/** The author of the text: `host` null for users of this server. */
export interface MfmAuthor {
  host: string | null;
}

/** The image URL for `name` in a note's emoji refs (array of {name,url} or name → url map). */
export function lookupEmojiRef(refs: EmojiRefs | null | undefined, name: string): string | null {
  if (!refs) return null;
  if (Array.isArray(refs)) {
    const found = refs.find((e) => e && e.name === name);
    return typeof found?.url === 'string' ? found.url : null;
  }
  const url = Object.hasOwn(refs, name) ? refs[name] : undefined;
  return typeof url === 'string' ? url : null;
}

/** Where a custom emoji's image comes from: the note's refs or the instance's list (`known`), or the server's route as a guess. */
export interface EmojiSource {
  url: string | null;
  /** The URL is the server's route for a name neither the refs nor a fresh instance list vouch for. */
  guessed: boolean;
}

/**
 * The image of custom emoji `:name:`: the note's refs first (by `name`, then `name@host`), then the
 * instance resolver for local authors, else the server's `/emoji/` path as a guess (`{name}.webp`
 * for local authors, `{name}@{host}.webp` for remote ones). `url` is null when the result is not an
 * http(s) URL or same-origin path, or when the instance's emoji list says there is no such local emoji.
 */
export function customEmojiSource(options: {
  name: string;
  refs?: EmojiRefs | null;
  resolve?: EmojiResolver | null;
  author: MfmAuthor;
  serverOrigin: string;
}): EmojiSource {
  const { name, refs, resolve, author, serverOrigin } = options;
  const host = author.host;
  const fromRefs = lookupEmojiRef(refs, name) ?? (host ? lookupEmojiRef(refs, `${name}@${host}`) : null);
  if (fromRefs !== null) return { url: safeImageSrc(fromRefs), guessed: false };
  if (host === null && resolve) {
    const fromInstance = resolve(name);
    if (fromInstance === null) return { url: null, guessed: false };
    if (fromInstance) return { url: safeImageSrc(fromInstance), guessed: false };
  }
  return { url: serverEmojiRoute(name, host, serverOrigin), guessed: true };
}

/** The image URL of custom emoji `:name:` (see `customEmojiSource`). */
export function customEmojiUrl(options: Parameters<typeof customEmojiSource>[0]): string | null {
  return customEmojiSource(options).url;
}

/** The server's own route for a custom emoji: `/emoji/{name}.webp`, or `/emoji/{name}@{host}.webp` for a remote one. */
function serverEmojiRoute(name: string, host: string | null, serverOrigin: string): string | null {
  const file = host ? `${name}@${host}` : name;
  return safeImageSrc(`${serverOrigin}/emoji/${encodeURIComponent(file).replace(/%40/g, '@')}.webp`);
}

/**
 * Where a custom emoji image is tried next when `primary` fails (spec section 4, "emoji loading
 * tries alternate sources"): the server's emoji route, then the original image through the
 * server's media proxy (`fallback=1`). Sources already tried are left out; an empty list means
 * the reader sees the `:name:` text.
 */
export function customEmojiAlternates(options: { name: string; author: MfmAuthor; serverOrigin: string; primary: string }): string[] {
  const { name, author, serverOrigin, primary } = options;
  const out: string[] = [];
  const route = serverEmojiRoute(name, author.host, serverOrigin);
  if (route && route !== primary) out.push(route);
  const absolute = writtenHttpUrl(primary);
  if (absolute && !absolute.startsWith(`${serverOrigin}/proxy/`)) {
    const query = new URLSearchParams({ url: absolute, fallback: '1' });
    out.push(`${serverOrigin}/proxy/image.webp?${query.toString()}`);
  }
  return out;
}

/** The still version of an emoji image through the server's media proxy (spec section 7). */
export function staticImageUrl(serverOrigin: string, url: string): string {
  const query = new URLSearchParams({ url, static: '1' });
  return `${serverOrigin}/proxy/static.webp?${query.toString()}`;
}
