/**
 * `value` as an absolute http(s) URL string, or null for anything else (javascript:, data:,
 * garbage, relative paths without a `base`). With `base`, a relative value is resolved against it
 * first. The one gate for URLs that reach an href, a src or an iframe.
 */
export function safeHttpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = base === undefined ? new URL(value) : new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Like safeHttpUrl but https only (embedded players). */
export function safeHttpsUrl(value: unknown): string | null {
  const url = safeHttpUrl(value);
  return url !== null && url.startsWith('https:') ? url : null;
}
