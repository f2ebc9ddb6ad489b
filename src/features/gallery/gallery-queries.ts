import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { DriveFile } from '@/core/entities/drive-file';
import type { UserLite } from '@/core/entities/user';
import { queryKey } from '@/core/query/keys';

export interface GalleryPost {
  id: string;
  title: string;
  description?: string | null;
  fileIds: string[];
  files: DriveFile[];
  isSensitive?: boolean;
  likedCount?: number;
  isLiked?: boolean;
  userId?: string;
  user?: UserLite | null;
  tags?: unknown;
  createdAt?: string;
  [key: string]: unknown;
}

export function toGalleryPost(v: unknown): GalleryPost | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  if (typeof r.id !== 'string') return null;
  const files = Array.isArray(r.files) ? (r.files.filter((f) => typeof f === 'object' && f !== null && typeof (f as DriveFile).id === 'string') as DriveFile[]) : [];
  return {
    ...r,
    id: r.id,
    title: typeof r.title === 'string' ? r.title : '',
    files,
    fileIds: Array.isArray(r.fileIds) ? r.fileIds.filter((x): x is string => typeof x === 'string') : files.map((f) => f.id),
  };
}

/** Every gallery key sits under `all()`. */
export const galleryKeys = {
  all: () => queryKey('gallery'),
  lists: () => queryKey('gallery', 'list'),
  list: (tab: GalleryTab) => queryKey('gallery', 'list', tab),
  post: (postId: string) => queryKey('gallery', 'post', postId),
};

export type GalleryTab = 'featured' | 'popular' | 'recent' | 'mine' | 'liked';
const PAGE = 20;
const ENDPOINT: Record<GalleryTab, string> = { featured: 'gallery/featured', popular: 'gallery/popular', recent: 'gallery/posts', mine: 'i/gallery/posts', liked: 'i/gallery/likes' };
const PAGED: ReadonlySet<GalleryTab> = new Set(['recent', 'mine', 'liked']);

export function galleryListQuery(tab: GalleryTab) {
  return infiniteQueryOptions({
    queryKey: galleryKeys.list(tab),
    queryFn: async ({ pageParam, signal }) => {
      const paged = PAGED.has(tab);
      const raw = await getApi().request<unknown>(ENDPOINT[tab], paged ? { limit: PAGE, ...(pageParam ? { untilId: pageParam } : {}) } : {}, { signal });
      if (!Array.isArray(raw)) return { cursor: null, posts: [] as GalleryPost[] };
      const posts = (tab === 'liked' ? raw.map((l) => (l as { post?: unknown })?.post) : raw).map(toGalleryPost).filter((p): p is GalleryPost => p !== null);
      const last = raw[raw.length - 1] as { id?: unknown } | undefined;
      return { cursor: paged && raw.length >= PAGE && typeof last?.id === 'string' ? last.id : null, posts };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    staleTime: 30_000,
  });
}

export function galleryPostQuery(postId: string) {
  return queryOptions({
    queryKey: galleryKeys.post(postId),
    queryFn: async ({ signal }) => {
      const post = toGalleryPost(await getApi().request<unknown>('gallery/posts/show', { postId }, { signal }));
      if (!post) throw new Error('Unexpected gallery post answer');
      return post;
    },
    staleTime: 30_000,
  });
}

export interface GalleryForm {
  title: string;
  description: string;
  isSensitive: boolean;
  files: Array<Pick<DriveFile, 'id' | 'name' | 'url' | 'thumbnailUrl' | 'type'>>;
}

export const emptyGalleryForm = (): GalleryForm => ({ title: '', description: '', isSensitive: false, files: [] });

export function postToForm(p: GalleryPost): GalleryForm {
  return { title: p.title, description: typeof p.description === 'string' ? p.description : '', isSensitive: p.isSensitive === true, files: p.files.map((f) => ({ id: f.id, name: f.name, url: f.url, thumbnailUrl: f.thumbnailUrl, type: f.type })) };
}

/** gallery/posts/create or update params; the original post goes first (minus packed-only fields). */
export function galleryParams(form: GalleryForm, original?: GalleryPost): Record<string, unknown> {
  const base: Record<string, unknown> = original ? { ...original } : {};
  for (const k of ['user', 'files', 'likedCount', 'isLiked', 'createdAt', 'updatedAt', 'userId', 'id']) delete base[k];
  return {
    ...base,
    ...(original ? { postId: original.id } : {}),
    title: form.title.trim(),
    description: form.description.trim() === '' ? null : form.description,
    fileIds: form.files.map((f) => f.id),
    isSensitive: form.isSensitive,
  };
}

/** gallery/posts/create (or update with `original`); the gallery queries refetch. Returns the server's answer. */
export async function saveGalleryPost(qc: QueryClient, form: GalleryForm, original?: GalleryPost): Promise<unknown> {
  const res = await getApi().request<unknown>(original ? 'gallery/posts/update' : 'gallery/posts/create', galleryParams(form, original));
  await qc.invalidateQueries({ queryKey: galleryKeys.all() });
  return res;
}

/** gallery/posts/like or unlike, shown at once on the cached post and undone if the server refuses. */
export async function toggleGalleryLike(qc: QueryClient, postId: string, liked: boolean): Promise<void> {
  const key = galleryPostQuery(postId).queryKey;
  const before = qc.getQueryData<GalleryPost>(key);
  qc.setQueryData<GalleryPost>(key, (p) => (p ? { ...p, isLiked: !liked, likedCount: Math.max(0, (p.likedCount ?? 0) + (liked ? -1 : 1)) } : p));
  try {
    await getApi().request(liked ? 'gallery/posts/unlike' : 'gallery/posts/like', { postId });
    void qc.invalidateQueries({ queryKey: galleryKeys.lists() });
  } catch {
    qc.setQueryData(key, before);
  }
}

/** gallery/posts/delete; the gallery lists refetch. */
export async function deleteGalleryPost(qc: QueryClient, postId: string): Promise<void> {
  await getApi().request('gallery/posts/delete', { postId });
  await qc.invalidateQueries({ queryKey: galleryKeys.lists() });
}
