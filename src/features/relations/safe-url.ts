import { getServerOrigin } from '@/core/accounts/session';

/** An http(s) URL for an image (relative ones resolve against the server), else null. */
export function safeImageUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url === '') return null;
  try {
    const u = new URL(url, getServerOrigin());
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href.replace(/["\\\n]/g, encodeURIComponent) : null;
  } catch {
    return null;
  }
}
