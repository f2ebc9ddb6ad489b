import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

/** Notes a timeline keeps while the reader is at its top; older pages are dropped (and fetched again on scroll). */
export const TIMELINE_WINDOW = 200;

type Pages<T> = InfiniteData<T[], string | null>;

/**
 * Cuts infinite timeline data down to its newest `max` notes. The next page then continues from the
 * last note kept (getNextPageParam reads the last page), so scrolling down fetches the rest again.
 * Returns the same object when nothing needs cutting.
 */
export function cutToWindow<T>(data: Pages<T>, max: number): Pages<T> {
  let total = 0;
  for (const page of data.pages) total += page.length;
  if (total <= max) return data;
  const pages: T[][] = [];
  const pageParams: (string | null)[] = [];
  let left = max;
  for (let i = 0; i < data.pages.length && left > 0; i++) {
    const page = data.pages[i]!;
    pages.push(page.length <= left ? page : page.slice(0, left));
    pageParams.push(data.pageParams[i] ?? null);
    left -= Math.min(left, page.length);
  }
  return { pages, pageParams };
}

/** Applies the window to the cached timeline `key` (not while it is fetching a page). */
export function trimTimeline(qc: QueryClient, key: QueryKey, max = TIMELINE_WINDOW): boolean {
  if (qc.isFetching({ queryKey: key, exact: true }) > 0) return false;
  const data = qc.getQueryData<Pages<unknown>>(key);
  if (!data) return false;
  const cut = cutToWindow(data, max);
  if (cut === data) return false;
  qc.setQueryData(key, cut);
  return true;
}
