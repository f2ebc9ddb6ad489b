/** Music pages are previewed (and played) from the standard video host. */
const HOST_MAP: Readonly<Record<string, string>> = { 'music.youtube.com': 'www.youtube.com' };

/** The URL with its fragment removed and a music host mapped to the standard video host (spec section 7). */
export function cleanPreviewUrl(url: string): string {
  try {
    const u = new URL(url);
    u.hash = '';
    const mapped = HOST_MAP[u.hostname];
    if (mapped) u.hostname = mapped;
    return u.href;
  } catch {
    return url;
  }
}

/** `GET {serverOrigin}/url?url=<encoded>&lang=<lang>`. */
export function previewRequestUrl(serverOrigin: string, url: string, lang: string): string {
  return `${serverOrigin.replace(/\/+$/, '')}/url?url=${encodeURIComponent(url)}&lang=${encodeURIComponent(lang)}`;
}
