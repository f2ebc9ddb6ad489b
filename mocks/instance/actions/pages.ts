/** Creating pages and gallery posts (shared by the endpoints and the seed). */
import type { InstanceContext } from '../context';
import type { GalleryPostRecord, PageRecord, UserRecord } from '../types';

export interface PageInput {
  title: string;
  name: string;
  summary?: string | null;
  content: Array<Record<string, unknown>>;
  variables: Array<Record<string, unknown>>;
  script: string;
  eyeCatchingImageId?: string | null;
  font?: 'serif' | 'sans-serif';
  alignCenter?: boolean;
  hideTitleWhenPinned?: boolean;
  visibility?: 'public' | 'private';
}

export function insertPage(ctx: InstanceContext, author: UserRecord, input: PageInput, at: number): PageRecord {
  const page: PageRecord = {
    id: ctx.state.ids.page(at),
    createdAt: at,
    updatedAt: at,
    userId: author.id,
    title: input.title,
    name: input.name,
    summary: input.summary ?? null,
    content: structuredClone(input.content),
    variables: structuredClone(input.variables),
    script: input.script,
    eyeCatchingImageId: input.eyeCatchingImageId ?? null,
    font: input.font ?? 'sans-serif',
    alignCenter: input.alignCenter ?? false,
    hideTitleWhenPinned: input.hideTitleWhenPinned ?? false,
    visibility: input.visibility ?? 'public',
    likedUserIds: [],
  };
  ctx.state.pages.set(page.id, page);
  return page;
}

export interface GalleryPostInput {
  title: string;
  description?: string | null;
  fileIds: string[];
  isSensitive?: boolean;
}

export function insertGalleryPost(ctx: InstanceContext, author: UserRecord, input: GalleryPostInput, at: number): GalleryPostRecord {
  const post: GalleryPostRecord = {
    id: ctx.state.ids.gallery(at),
    createdAt: at,
    updatedAt: at,
    userId: author.id,
    title: input.title,
    description: input.description ?? null,
    fileIds: input.fileIds.filter((id) => ctx.state.files.get(id)?.userId === author.id),
    isSensitive: input.isSensitive ?? false,
    tags: [],
    likedUserIds: [],
  };
  ctx.state.galleryPosts.set(post.id, post);
  return post;
}
