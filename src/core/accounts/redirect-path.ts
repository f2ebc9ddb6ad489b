/** Longest address kept for after sign-in (a real page's path and search are far shorter). */
const MAX_REDIRECT_LENGTH = 2_000;

/**
 * The page to go to after sign-in, as asked for in `?redirect=` or kept through MiAuth: only a
 * path on this very origin (`/my/notifications?x=1#y`) is accepted; absolute and scheme-relative
 * URLs (`//evil.example`, `/\evil.example`), other schemes and control characters give null.
 * Returns the normalised path, search and hash.
 */
export function safeRedirectPath(value: unknown, origin: string = window.location.origin): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
