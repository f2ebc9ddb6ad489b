import type { InfiniteData } from '@tanstack/react-query';
import type { Notification } from '@/core/entities/notification';
import type { FilledPage } from './fill-page';

/** Puts a live notification on top of a feed's first page, once (null data = not loaded: unchanged). */
export function prependToFeed(
  data: InfiniteData<FilledPage<Notification>, string | null> | undefined,
  n: Notification,
  passes: (n: Notification) => boolean,
): InfiniteData<FilledPage<Notification>, string | null> | undefined {
  if (!data || !Array.isArray(data.pages) || data.pages.length === 0) return data;
  if (!passes(n)) return data;
  if (data.pages.some((p) => p.items.some((x) => x.id === n.id))) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, items: [n, ...first!.items] }, ...rest] };
}
