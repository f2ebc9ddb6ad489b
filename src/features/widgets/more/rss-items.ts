import { isHttpUrl } from '@/core/entities/http-url';

export interface FeedItem {
  title: string;
  link: string;
}

/** The items of a fetch-rss answer that can be shown: a title and an http(s) link each. */
export function feedItems(feed: unknown): FeedItem[] {
  if (!feed || typeof feed !== 'object') return [];
  const items = (feed as { items?: unknown }).items;
  if (!Array.isArray(items)) return [];
  const out: FeedItem[] = [];
  for (const it of items) {
    if (!it || typeof it !== 'object') continue;
    const { title, link } = it as { title?: unknown; link?: unknown };
    if (!isHttpUrl(link)) continue;
    out.push({ title: typeof title === 'string' && title.trim() !== '' ? title.trim() : link, link });
  }
  return out;
}
