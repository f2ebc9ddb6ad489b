import { TOKEN_COOKIE_MAX_AGE_S } from '@/core/constants';

const NAME = 'token';

/** The one-year token cookie (spec section 4); only for an account on this page's own origin. */
export function setTokenCookie(token: string, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${NAME}=${encodeURIComponent(token)}; path=/; max-age=${TOKEN_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

export function clearTokenCookie(doc: Document = document): void {
  doc.cookie = `${NAME}=; path=/; max-age=0; SameSite=Lax`;
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
