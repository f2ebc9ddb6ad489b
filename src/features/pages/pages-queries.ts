import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { DriveFile } from '@/core/entities/drive-file';
import type { UserLite } from '@/core/entities/user';
import { queryKey } from '@/core/query/keys';
import { sanitizeBlocks, type PageBlock } from './page-blocks';
import { pageParams, type PageForm } from './page-form';

export interface Page {
  id: string;
  name: string;
  title: string;
  summary?: string | null;
  content: PageBlock[];
  variables?: unknown;
  script?: string;
  font?: string;
  alignCenter?: boolean;
  hideTitleWhenPinned?: boolean;
  eyeCatchingImageId?: string | null;
  eyeCatchingImage?: DriveFile | null;
  attachedFiles?: DriveFile[];
  likedCount?: number;
  isLiked?: boolean;
  userId?: string;
  user?: UserLite | null;
  createdAt?: string;
  updatedAt?: string;
  [key: string]: unknown;
}

export function toPage(v: unknown): Page | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  if (typeof r.id !== 'string' || typeof r.name !== 'string') return null;
  return {
    ...r,
    id: r.id,
    name: r.name,
    title: typeof r.title === 'string' ? r.title : '',
    content: sanitizeBlocks(r.content),
    attachedFiles: Array.isArray(r.attachedFiles) ? (r.attachedFiles.filter((f) => typeof f === 'object' && f !== null && typeof (f as DriveFile).id === 'string') as DriveFile[]) : [],
  };
}

/** Keys of the Pages, all under one root (`pagesKeys.all()`). */
export const pagesKeys = {
  all: () => queryKey('pages'),
  byName: (username: string, name: string) => queryKey('pages', 'byName', username, name),
  byId: (pageId: string) => queryKey('pages', 'byId', pageId),
  /** Every list (featured, mine, liked). */
  lists: () => queryKey('pages', 'list'),
  list: (tab: PagesTab) => queryKey('pages', 'list', tab),
};

export function pageByNameQuery(username: string, name: string) {
  return queryOptions({
    queryKey: pagesKeys.byName(username, name),
    queryFn: async ({ signal }) => {
      const page = toPage(await getApi().request<unknown>('pages/show', { username, name }, { signal }));
      if (!page) throw new Error('Unexpected page answer');
      return page;
    },
    staleTime: 30_000,
  });
}

export function pageByIdQuery(pageId: string) {
  return queryOptions({
    queryKey: pagesKeys.byId(pageId),
    queryFn: async ({ signal }) => {
      const page = toPage(await getApi().request<unknown>('pages/show', { pageId }, { signal }));
      if (!page) throw new Error('Unexpected page answer');
      return page;
    },
    staleTime: 30_000,
  });
}

export type PagesTab = 'featured' | 'mine' | 'liked';
const PAGE = 20;

/** pages/featured (one list), i/pages and i/page-likes (paged by untilId; likes wrap the page). */
export function pagesListQuery(tab: PagesTab) {
  return infiniteQueryOptions({
    queryKey: pagesKeys.list(tab),
    queryFn: async ({ pageParam, signal }) => {
      const endpoint = tab === 'featured' ? 'pages/featured' : tab === 'mine' ? 'i/pages' : 'i/page-likes';
      const raw = await getApi().request<unknown>(endpoint, tab === 'featured' ? {} : { limit: PAGE, ...(pageParam ? { untilId: pageParam } : {}) }, { signal });
      if (!Array.isArray(raw)) return { cursor: null, pages: [] as Page[] };
      const pages = (tab === 'liked' ? raw.map((l) => (l as { page?: unknown })?.page) : raw).map(toPage).filter((p): p is Page => p !== null);
      const last = raw[raw.length - 1] as { id?: unknown } | undefined;
      return { cursor: tab !== 'featured' && raw.length >= PAGE && typeof last?.id === 'string' ? last.id : null, pages };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    staleTime: 30_000,
  });
}

/* Mutations: the Pages screens call these, never the API client (the client toasts its errors). */

/**
 * Likes or unlikes a page shown at /@{username}/pages/{name}: the count changes at once, goes back
 * if the server refuses, and the lists are fetched again once it agrees.
 */
export async function togglePageLike(qc: QueryClient, username: string, page: Page): Promise<void> {
  const key = pagesKeys.byName(username, page.name);
  const liked = page.isLiked === true;
  const before = qc.getQueryData<Page>(key);
  qc.setQueryData<Page>(key, (p) => (p ? { ...p, isLiked: !liked, likedCount: Math.max(0, (p.likedCount ?? 0) + (liked ? -1 : 1)) } : p));
  try {
    await getApi().request(liked ? 'pages/unlike' : 'pages/like', { pageId: page.id });
    void qc.invalidateQueries({ queryKey: pagesKeys.lists() });
  } catch {
    qc.setQueryData(key, before);
  }
}

/** Creates a page, or updates `original`; the server's answer is the saved page. */
export const savePage = (form: PageForm, original?: Page) => getApi().request<unknown>(original ? 'pages/update' : 'pages/create', pageParams(form, original));

export const deletePage = (pageId: string) => getApi().request('pages/delete', { pageId });
