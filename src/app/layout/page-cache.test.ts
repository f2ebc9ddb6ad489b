import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache';

afterEach(() => vi.useRealTimers());

function showPage(qc: QueryClient, name: string) {
  qc.setQueryData([name], { page: name });
  return new QueryObserver(qc, { queryKey: [name], queryFn: () => ({ page: name }), staleTime: Infinity, gcTime: 10 }).subscribe(() => undefined);
}

describe('page cache', () => {
  it('keeps the queries of the last N pages left, and lets older ones go', () => {
    vi.useFakeTimers();
    const qc = new QueryClient({ defaultOptions: { queries: { gcTime: 10 } } });
    const cache = createPageCache(qc, () => 2);
    for (const name of ['a', 'b', 'c']) {
      const leave = showPage(qc, name);
      cache.remember(name);
      leave();
      vi.advanceTimersByTime(100);
    }
    expect(cache.keys()).toEqual(['b', 'c']);
    expect(qc.getQueryData(['a'])).toBeUndefined();
    expect(qc.getQueryData(['b'])).toEqual({ page: 'b' });
    expect(qc.getQueryData(['c'])).toEqual({ page: 'c' });
  });

  it('never fetches for a pinned page and can be emptied', () => {
    vi.useFakeTimers();
    const qc = new QueryClient({ defaultOptions: { queries: { gcTime: 10 } } });
    const fetcher = vi.fn(() => ({ page: 'x' }));
    qc.setQueryData(['x'], { page: 'x' });
    const leave = new QueryObserver(qc, { queryKey: ['x'], queryFn: fetcher, staleTime: Infinity }).subscribe(() => undefined);
    const cache = createPageCache(qc, () => 4);
    cache.remember('x');
    leave();
    vi.advanceTimersByTime(100);
    expect(qc.getQueryData(['x'])).toEqual({ page: 'x' });
    expect(fetcher).not.toHaveBeenCalled();
    cache.clear();
    vi.advanceTimersByTime(100);
    expect(qc.getQueryData(['x'])).toBeUndefined();
  });
});
