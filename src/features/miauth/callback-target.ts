import { safeHttpUrl } from '@/core/entities/http-url';

/**
 * Where an approval page sends the browser afterwards: the app's callback with `session` (MiAuth)
 * or `token` (legacy) added, and `denied=1` on denial. Only http(s) callbacks are followed.
 */
export function callbackTarget(callback: string | null | undefined, add: Record<string, string>): string | null {
  const href = safeHttpUrl(callback);
  if (href === null) return null;
  const url = new URL(href);
  for (const [k, v] of Object.entries(add)) url.searchParams.set(k, v);
  return url.toString();
}

/** An app's icon, only when it is an http(s) URL. */
export function safeIconUrl(icon: string | null | undefined): string | null {
  return safeHttpUrl(icon);
}
