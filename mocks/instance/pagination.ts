import type { PagingParams } from './params';

/**
 * Pages a newest-first sequence the way the real server does:
 * - untilId / untilDate: newest items older than the bound, newest first;
 * - sinceId alone (or sinceDate alone): the items right after the bound, OLDEST FIRST;
 * - both bounds: newest first within the range;
 * - neither: the newest items.
 */
export function paginate<T extends { id: string; createdAt: number }>(
  newestFirst: Iterable<T>,
  p: PagingParams,
  accept: (item: T) => boolean = () => true,
): T[] {
  const hasSince = p.sinceId !== undefined || p.sinceDate !== undefined;
  const hasUntil = p.untilId !== undefined || p.untilDate !== undefined;
  const inRange = (item: T) =>
    (p.sinceId === undefined || item.id > p.sinceId) &&
    (p.untilId === undefined || item.id < p.untilId) &&
    (p.sinceDate === undefined || item.createdAt > p.sinceDate) &&
    (p.untilDate === undefined || item.createdAt < p.untilDate);

  if (hasSince && !hasUntil) {
    const all: T[] = [];
    for (const item of newestFirst) {
      if (p.sinceId !== undefined && item.id <= p.sinceId) break;
      if (inRange(item) && accept(item)) all.push(item);
    }
    return all.reverse().slice(0, p.limit);
  }

  const out: T[] = [];
  for (const item of newestFirst) {
    if (out.length >= p.limit) break;
    if (p.sinceId !== undefined && item.id <= p.sinceId) break;
    if (inRange(item) && accept(item)) out.push(item);
  }
  return out;
}
