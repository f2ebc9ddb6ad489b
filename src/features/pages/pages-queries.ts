import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { DriveFile } from '@/core/entities/drive-file';
import type { UserLite } from '@/core/entities/user';
import { queryKey } from '@/core/query/keys';
import { sanitizeBlocks, type PageBlock } from './page-blocks';

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

export const pagesKey = (...parts: unknown[]) => queryKey('pages', ...parts);

export function pageByNameQuery(username: string, name: string) {
  return queryOptions({
    queryKey: pagesKey('byName', username, name),
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
    queryKey: pagesKey('byId', pageId),
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
    queryKey: pagesKey('list', tab),
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
