/**
 * The build files this page has loaded (same origin, /assets/), read from the browser's resource
 * timing: the service worker keeps exactly these for offline use, so it never answers for a file
 * the page has not loaded itself.
 */
export function loadedAssetUrls(entries: readonly PerformanceEntry[] = performance.getEntriesByType('resource'), origin: string = location.origin): string[] {
  const out = new Set<string>();
  for (const e of entries as readonly PerformanceResourceTiming[]) {
    let url: URL;
    try {
      url = new URL(e.name);
    } catch {
      continue;
    }
    if (url.origin !== origin || !url.pathname.startsWith('/assets/')) continue;
    const status = (e as PerformanceResourceTiming & { responseStatus?: number }).responseStatus;
    const ok = status !== undefined && status !== 0 ? status >= 200 && status < 300 : e.decodedBodySize > 0;
    if (ok) out.add(url.href);
  }
  return [...out];
}

/** Tells the worker which build files to keep (the worker ignores the ones it already has). */
export async function reportLoadedAssets(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const reg = await navigator.serviceWorker.getRegistration();
  const urls = loadedAssetUrls();
  if (urls.length) (reg?.active ?? navigator.serviceWorker.controller)?.postMessage({ type: 'cacheAssets', urls });
}
