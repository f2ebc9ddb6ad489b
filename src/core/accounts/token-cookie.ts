import { TOKEN_COOKIE_MAX_AGE_S } from '@/core/constants';

const NAME = 'token';

/**
 * The one-year token cookie (spec section 4); only for an account on this page's own origin.
 *
 * Who reads it: this client, at a start that finds no stored account (spec section 1, step 3), and
 * a Misskey server, only to let an administrator into its job queue dashboard (`/queue`); the API
 * and the stream never use cookies. Hence its scope:
 * - `Path=/`: the client starts on any address and reads `document.cookie` there (a narrower path
 *   would hide it from every start but that path's);
 * - `SameSite=Strict`: never sent with a request another site causes (links, forms, embeds);
 * - `Secure` on https. It cannot be `HttpOnly`: the client itself writes and reads it.
 */
export function setTokenCookie(token: string, doc: Document = document): void {
  doc.cookie = `${NAME}=${encodeURIComponent(token)}; path=/; max-age=${TOKEN_COOKIE_MAX_AGE_S}; SameSite=Strict${secure(doc)}`;
}

export function clearTokenCookie(doc: Document = document): void {
  doc.cookie = `${NAME}=; path=/; max-age=0; SameSite=Strict${secure(doc)}`;
}

function secure(doc: Document): string {
  return doc.location?.protocol === 'https:' ? '; Secure' : '';
}

export function readTokenCookie(doc: Document = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === NAME) {
      const value = decodeURIComponent(v.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
}
