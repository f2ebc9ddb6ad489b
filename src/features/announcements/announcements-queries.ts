import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';

const PAGE = 10;

export interface Announcement {
  id: string;
  createdAt?: string;
  updatedAt?: string | null;
  title: string;
  text: string;
  imageUrl?: string | null;
  isRead?: boolean;
  [key: string]: unknown;
}

export function sanitizeAnnouncements(raw: unknown): Announcement[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((a): a is Record<string, unknown> => typeof a === 'object' && a !== null && typeof (a as { id?: unknown }).id === 'string')
    .map((a) => ({ ...a, id: a.id as string, title: typeof a.title === 'string' ? a.title : '', text: typeof a.text === 'string' ? a.text : '' }));
}

export const announcementsKeys = {
  all: () => queryKey('announcements'),
  params: () => queryKey('announcements', 'params'),
  lists: () => queryKey('announcements', 'list'),
  list: (params: unknown) => queryKey('announcements', 'list', params),
  unread: () => queryKey('announcements', 'unread'),
};

export type AnnouncementTab = 'current' | 'past';
/**
 * How the server tells current from past: `active` servers take `isActive` (Misskey 2023.10+: an
 * announcement ends when its admin archives it); `read` servers (13.x) only know read or unread, so
 * current = the unread ones (`withUnreads`) and past = the ones the reader has read.
 */
export type AnnouncementSplit = 'active' | 'read';

/** The announcements endpoint's parameters (from `endpoint`), once per server; empty when the server will not say. */
export function announcementParamsQuery() {
  return queryOptions({
    queryKey: announcementsKeys.params(),
    queryFn: async ({ signal }) => {
      const raw = await getApi().request<unknown>('endpoint', { endpoint: 'announcements' }, { signal, suppressError: true }).catch(() => null);
      const params = raw && typeof raw === 'object' && Array.isArray((raw as { params?: unknown }).params) ? (raw as { params: unknown[] }).params : [];
      return params.flatMap((p) => (p && typeof p === 'object' && typeof (p as { name?: unknown }).name === 'string' ? [(p as { name: string }).name] : []));
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function splitOf(params: readonly string[] | undefined): AnnouncementSplit {
  return params?.includes('isActive') ? 'active' : 'read';
}

/** What one tab asks the server for; a `read` server's past tab reads every announcement and keeps the read ones. */
export function tabParams(tab: AnnouncementTab, split: AnnouncementSplit, signedIn: boolean): Record<string, unknown> {
  if (split === 'active') return { isActive: tab === 'current' };
  return tab === 'current' && signedIn ? { withUnreads: true } : {};
}

/** Which of a fetched page the tab shows. */
export function tabFilter(tab: AnnouncementTab, split: AnnouncementSplit, signedIn: boolean): (a: Announcement) => boolean {
  if (split === 'read' && tab === 'past') return (a) => a.isRead === true;
  if (split === 'read' && signedIn) return (a) => a.isRead !== true;
  return () => true;
}

/** One tab's announcements, newest first, paged by untilId. */
export function announcementsQuery(tab: AnnouncementTab, split: AnnouncementSplit, signedIn: boolean) {
  const params = tabParams(tab, split, signedIn);
  return infiniteQueryOptions({
    queryKey: announcementsKeys.list(params),
    queryFn: async ({ pageParam, signal }) => sanitizeAnnouncements(await getApi().request<unknown>('announcements', { limit: PAGE, ...params, ...(pageParam ? { untilId: pageParam } : {}) }, { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length >= PAGE ? (last[last.length - 1]?.id ?? null) : null),
    staleTime: 60_000,
  });
}

/** The ones the reader has not read yet (the banner). */
export function unreadAnnouncementsQuery() {
  return queryOptions({
    queryKey: announcementsKeys.unread(),
    queryFn: async ({ signal }) => sanitizeAnnouncements(await getApi().request<unknown>('announcements', { withUnreads: true, limit: 10 }, { signal, suppressError: true })).filter((a) => a.isRead !== true),
    staleTime: 5 * 60_000,
  });
}

/** Marks one announcement read in every cached copy (each tab and the banner); answers the undo. */
export function markReadInCache(qc: QueryClient, id: string | 'all'): () => void {
  const listKey = announcementsKeys.lists();
  const unreadKey = unreadAnnouncementsQuery().queryKey;
  const lists = qc.getQueriesData<InfiniteData<Announcement[]>>({ queryKey: listKey });
  const unread = qc.getQueryData<Announcement[]>(unreadKey);
  const hit = (a: Announcement) => id === 'all' || a.id === id;
  for (const [key, data] of lists) {
    if (data) qc.setQueryData(key, { ...data, pages: data.pages.map((p) => p.map((a) => (hit(a) ? { ...a, isRead: true } : a))) });
  }
  if (unread) qc.setQueryData(unreadKey, unread.filter((a) => !hit(a)));
  return () => {
    for (const [key, data] of lists) qc.setQueryData(key, data);
    if (unread) qc.setQueryData(unreadKey, unread);
  };
}

/** i/read-announcement, optimistic. */
export async function readAnnouncement(qc: QueryClient, id: string): Promise<void> {
  const undo = markReadInCache(qc, id);
  try {
    await getApi().request('i/read-announcement', { announcementId: id });
  } catch (e) {
    undo();
    throw e;
  }
}

/** The route's loader: the server's parameters, then the current tab as the page first shows it. */
export async function loadAnnouncements(qc: QueryClient, signedIn: boolean): Promise<void> {
  const split = splitOf(await qc.ensureQueryData(announcementParamsQuery()));
  await qc.ensureInfiniteQueryData(announcementsQuery('current', split, signedIn));
}
