import { queryOptions, useQuery } from '@tanstack/react-query';
import { getServerOrigin } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';
import { loadLinkPreview } from './fetch-preview';

/** Previews change rarely: keep them for the session. */
const PREVIEW_STALE_MS = 24 * 60 * 60 * 1000;
const PREVIEW_GC_MS = 30 * 60 * 1000;

export const linkPreviewKeys = {
  all: () => queryKey('linkPreview'),
  preview: (url: string | null, lang: string) => queryKey('linkPreview', url, lang),
};

/** The preview of an http(s) URL (null: none is asked). Failures are logged, never toasted, and not retried. */
export function linkPreviewQuery(url: string | null, lang: string) {
  const serverOrigin = getServerOrigin();
  return queryOptions({
    queryKey: linkPreviewKeys.preview(url, lang),
    queryFn: async ({ signal }) => {
      try {
        return await loadLinkPreview(serverOrigin, url!, lang, signal);
      } catch (e) {
        if (!signal.aborted) console.error(`[link-preview] could not preview ${url}`, e);
        throw e;
      }
    },
    enabled: url !== null,
    staleTime: PREVIEW_STALE_MS,
    gcTime: PREVIEW_GC_MS,
    retry: false,
  });
}

/** The preview of an http(s) URL (pass null to skip). */
export function useLinkPreview(url: string | null, lang: string) {
  return useQuery(linkPreviewQuery(url, lang));
}
