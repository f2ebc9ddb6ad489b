/**
 * What the status bars show, as queries of the TanStack cache: a feed read by the server
 * (`fetch-rss`: the page never talks to the feed's host), the servers this one federates with
 * (`federation/instances`), and the newest notes of one of my lists (`notes/user-list-timeline`).
 */
import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { queryKey } from '@/core/query/keys';
import { isHttpUrl } from '@/core/entities/http-url';

export interface TickerItem {
  /** Unique within one bar. */
  key: string;
  text: string;
  /** An http(s) address (opened in a new tab) or an in-app path; none when nothing safe to open. */
  href: string | null;
  external: boolean;
  /** A colour for the text (a server's theme colour), only a #rgb / #rrggbb value. */
  color?: string;
  iconUrl?: string | null;
}

const isHttp = isHttpUrl;
const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The items of a fetch-rss answer: a title and an http(s) link each. */
export function rssTickerItems(feed: unknown): TickerItem[] {
  const items = feed && typeof feed === 'object' ? (feed as { items?: unknown }).items : null;
  if (!Array.isArray(items)) return [];
  const out: TickerItem[] = [];
  items.forEach((it: unknown, i) => {
    if (!it || typeof it !== 'object') return;
    const { title, link } = it as { title?: unknown; link?: unknown };
    const text = typeof title === 'string' ? title.trim() : '';
    if (!text && !isHttp(link)) return;
    out.push({ key: `${i}`, text: text || (link as string), href: isHttp(link) ? link : null, external: true });
  });
  return out;
}

/** The servers of a federation/instances answer: the name (or host) and a link to the server. */
export function federationTickerItems(list: unknown): TickerItem[] {
  if (!Array.isArray(list)) return [];
  const out: TickerItem[] = [];
  for (const raw of list) {
    if (!raw || typeof raw !== 'object') continue;
    const i = raw as { host?: unknown; name?: unknown; themeColor?: unknown; iconUrl?: unknown; faviconUrl?: unknown };
    if (typeof i.host !== 'string' || !/^[a-z0-9.-]+(?::\d+)?$/i.test(i.host)) continue;
    out.push({
      key: i.host,
      text: typeof i.name === 'string' && i.name.trim() ? i.name.trim() : i.host,
      href: `https://${i.host}`,
      external: true,
      color: typeof i.themeColor === 'string' && COLOR.test(i.themeColor) ? i.themeColor : undefined,
      iconUrl: isHttp(i.faviconUrl) ? i.faviconUrl : isHttp(i.iconUrl) ? i.iconUrl : null,
    });
  }
  return out;
}

/** The notes of a list timeline: "name: text" (the CW instead of hidden text), linked to the note. */
export function noteTickerItems(notes: unknown): TickerItem[] {
  if (!Array.isArray(notes)) return [];
  const out: TickerItem[] = [];
  for (const raw of notes) {
    const n = raw as Partial<Note> | null;
    if (!n || typeof n.id !== 'string' || !n.user) continue;
    const who = n.user.name || n.user.username;
    const body = (typeof n.cw === 'string' && n.cw ? n.cw : n.text ?? '').replace(/\s+/g, ' ').trim();
    if (!body) continue;
    out.push({ key: n.id, text: `${who}: ${body}`, href: `/notes/${encodeURIComponent(n.id)}`, external: false });
  }
  return out;
}

const root = (...parts: unknown[]) => queryKey('statusbar', ...parts);

export function rssBarQuery(url: string, refreshMs: number) {
  return queryOptions({
    queryKey: root('rss', url),
    queryFn: async ({ signal }) => rssTickerItems(await getApi().request<unknown>('fetch-rss', { url }, { signal, suppressError: true })),
    refetchInterval: refreshMs,
    staleTime: refreshMs,
    retry: false,
  });
}

export function federationBarQuery(refreshMs: number) {
  return queryOptions({
    queryKey: root('federation'),
    queryFn: async ({ signal }) =>
      federationTickerItems(await getApi().request<unknown>('federation/instances', { sort: '+latestRequestReceivedAt', limit: 30 }, { signal, suppressError: true })),
    refetchInterval: refreshMs,
    staleTime: refreshMs,
    retry: false,
  });
}

export function userListBarQuery(listId: string, refreshMs: number) {
  return queryOptions({
    queryKey: root('userList', listId),
    queryFn: async ({ signal }) => noteTickerItems(await getApi().request<unknown>('notes/user-list-timeline', { listId, limit: 15 }, { signal, suppressError: true })),
    refetchInterval: refreshMs,
    staleTime: refreshMs,
    retry: false,
  });
}
