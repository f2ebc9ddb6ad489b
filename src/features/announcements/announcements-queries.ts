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

export const announcementsKey = (...parts: unknown[]) => queryKey('announcements', ...parts);

/** Every announcement, newest first, paged by untilId. */
export function announcementsQuery() {
  return infiniteQueryOptions({
    queryKey: announcementsKey('all'),
    queryFn: async ({ pageParam, signal }) => sanitizeAnnouncements(await getApi().request<unknown>('announcements', { limit: PAGE, ...(pageParam ? { untilId: pageParam } : {}) }, { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length >= PAGE ? (last[last.length - 1]?.id ?? null) : null),
    staleTime: 60_000,
  });
}

/** The ones the reader has not read yet (the banner). */
export function unreadAnnouncementsQuery() {
  return queryOptions({
    queryKey: announcementsKey('unread'),
    queryFn: async ({ signal }) => sanitizeAnnouncements(await getApi().request<unknown>('announcements', { withUnreads: true, limit: 10 }, { signal, suppressError: true })).filter((a) => a.isRead !== true),
    staleTime: 5 * 60_000,
  });
}

/** Marks one announcement read in every cached copy; answers the undo. */
export function markReadInCache(qc: QueryClient, id: string | 'all'): () => void {
  const allKey = announcementsQuery().queryKey;
  const unreadKey = unreadAnnouncementsQuery().queryKey;
  const all = qc.getQueryData<InfiniteData<Announcement[]>>(allKey);
  const unread = qc.getQueryData<Announcement[]>(unreadKey);
  const hit = (a: Announcement) => id === 'all' || a.id === id;
  if (all) qc.setQueryData(allKey, { ...all, pages: all.pages.map((p) => p.map((a) => (hit(a) ? { ...a, isRead: true } : a))) });
  if (unread) qc.setQueryData(unreadKey, unread.filter((a) => !hit(a)));
  return () => {
    if (all) qc.setQueryData(allKey, all);
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
