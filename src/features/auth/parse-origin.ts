import { safeHttpUrl } from '@/core/entities/http-url';

/**
 * Reads what a user typed as a server: `misskey.example`, `https://misskey.example/`, or a full URL.
 * Returns the origin, or null when it is not an http(s) address.
 */
export function parseServerOrigin(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const href = safeHttpUrl(withScheme);
  if (href === null) return null;
  const url = new URL(href);
  return url.hostname ? url.origin : null;
}
