/**
 * Where an approval page sends the browser afterwards: the app's callback with `session` (MiAuth)
 * or `token` (legacy) added, and `denied=1` on denial. Only http(s) callbacks are followed.
 */
export function callbackTarget(callback: string | null | undefined, add: Record<string, string>): string | null {
  if (!callback) return null;
  try {
    const url = new URL(callback);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    for (const [k, v] of Object.entries(add)) url.searchParams.set(k, v);
    return url.toString();
  } catch {
    return null;
  }
}

/** An app's icon, only when it is an http(s) URL. */
export function safeIconUrl(icon: string | null | undefined): string | null {
  if (!icon) return null;
  try {
    const url = new URL(icon);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
