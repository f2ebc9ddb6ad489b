import { QueryObserver, type QueryClient } from '@tanstack/react-query';

/**
 * Recent pages kept alive (spec: numberOfPageCache, default 4). TanStack Router unmounts a page
 * when you leave it, so what is kept is its state in the query cache: when leaving a page, the
 * queries it shows are pinned by an idle observer (never fetching) for as long as the page is
 * among the last N left. Coming back renders instantly from the cache, and the scroll memory
 * and the timeline's measurement cache put the reader where they were.
 */
export function createPageCache(qc: QueryClient, size: () => number) {
  const entries: Array<{ key: string; release: () => void }> = [];
  const drop = (index: number) => {
    const [entry] = entries.splice(index, 1);
    entry?.release();
  };
  return {
    /** Pins the queries the page now on screen uses, under its history entry's key. */
    remember(key: string): void {
      const existing = entries.findIndex((e) => e.key === key);
      if (existing >= 0) drop(existing);
      const unsubscribers = qc
        .getQueryCache()
        .findAll({ type: 'active' })
        .map((q) => new QueryObserver(qc, { queryKey: q.queryKey, enabled: false }).subscribe(() => undefined));
      entries.push({ key, release: () => unsubscribers.forEach((u) => u()) });
      const limit = Math.max(0, Math.floor(size()));
      while (entries.length > limit) drop(0);
    },
    /** The history entries currently kept, oldest first. */
    keys(): string[] {
      return entries.map((e) => e.key);
    },
    clear(): void {
      while (entries.length) drop(0);
    },
  };
}
