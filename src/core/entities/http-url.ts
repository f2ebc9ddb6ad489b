/**
 * `value` as an absolute http(s) URL string, or null for anything else (javascript:, data:,
 * garbage, relative paths without a `base`). With `base`, a relative value is resolved against it
 * first. The one gate for URLs that reach an href, a src or an iframe.
 */
export function safeHttpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    // An undefined base is no base (WebIDL: a missing optional argument).
    const url = new URL(value, base);
    return /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Whether `value` passes safeHttpUrl: for code that keeps the string as written (a link shown as text, a feed item). */
export function isHttpUrl(value: unknown): value is string {
  return safeHttpUrl(value) !== null;
}

/** Like safeHttpUrl but https only (embedded players). */
export function safeHttpsUrl(value: unknown): string | null {
  const url = safeHttpUrl(value);
  return url !== null && url.startsWith('https:') ? url : null;
}
