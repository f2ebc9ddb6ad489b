import { cleanPreviewUrl, previewRequestUrl } from './preview-url';
import { previewKind, type LinkPreviewData } from './preview-types';
import { sanitizePreview } from './sanitize-preview';

async function fetchOnce(serverOrigin: string, url: string, lang: string, signal?: AbortSignal): Promise<LinkPreviewData> {
  const res = await fetch(previewRequestUrl(serverOrigin, url, lang), { credentials: 'omit', ...(signal ? { signal } : {}) });
  if (!res.ok) throw new Error(`GET /url answered HTTP ${res.status}`);
  return sanitizePreview(await res.json());
}

/**
 * The preview of `url`. When the answer is a generic page (no player, no steam- or shop-style
 * block) and the cleaned URL differs, the cleaned URL is asked for too and wins if it answers.
 */
export async function loadLinkPreview(serverOrigin: string, url: string, lang: string, signal?: AbortSignal): Promise<LinkPreviewData> {
  const first = await fetchOnce(serverOrigin, url, lang, signal);
  const cleaned = cleanPreviewUrl(url);
  if (cleaned === url || first.player || previewKind(first) !== 'plain') return first;
  try {
    return await fetchOnce(serverOrigin, cleaned, lang, signal);
  } catch (e) {
    if (signal?.aborted) throw e;
    console.warn('[link-preview] the cleaned URL could not be previewed', e);
    return first;
  }
}
