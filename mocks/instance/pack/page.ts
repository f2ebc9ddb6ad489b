import type { InstanceContext } from '../context';
import type { DriveFileRecord, GalleryPostRecord, PageRecord, UserRecord } from '../types';
import { packDriveFile } from './drive-file';
import { packUserLite } from './user';

/** File ids used by image blocks, recursively (sections nest children). */
function contentFileIds(blocks: Array<Record<string, unknown>>, out: string[] = []): string[] {
  for (const block of blocks) {
    if (block.type === 'image' && typeof block.fileId === 'string') out.push(block.fileId);
    if (Array.isArray(block.children)) contentFileIds(block.children as Array<Record<string, unknown>>, out);
  }
  return out;
}

/** Page as 13.14 packs it. */
export function packPage(ctx: InstanceContext, page: PageRecord, viewer: UserRecord | null): Record<string, unknown> {
  const state = ctx.state;
  const author = state.users.get(page.userId);
  const eyeCatching = page.eyeCatchingImageId ? state.files.get(page.eyeCatchingImageId) : undefined;
  const attached = [...new Set(contentFileIds(page.content))].map((id) => state.files.get(id)).filter((f): f is DriveFileRecord => f != null);
  return {
    id: page.id,
    createdAt: new Date(page.createdAt).toISOString(),
    updatedAt: new Date(page.updatedAt).toISOString(),
    userId: page.userId,
    user: author ? packUserLite(ctx, author) : null,
    content: structuredClone(page.content),
    variables: structuredClone(page.variables),
    title: page.title,
    name: page.name,
    summary: page.summary,
    hideTitleWhenPinned: page.hideTitleWhenPinned,
    alignCenter: page.alignCenter,
    font: page.font,
    script: page.script,
    eyeCatchingImageId: page.eyeCatchingImageId,
    eyeCatchingImage: eyeCatching ? packDriveFile(ctx, eyeCatching) : null,
    attachedFiles: attached.map((f) => packDriveFile(ctx, f)),
    likedCount: page.likedUserIds.length,
    ...(viewer ? { isLiked: page.likedUserIds.includes(viewer.id) } : {}),
  };
}

/** GalleryPost as 13.14 packs it. */
export function packGalleryPost(ctx: InstanceContext, post: GalleryPostRecord, viewer: UserRecord | null): Record<string, unknown> {
  const state = ctx.state;
  const author = state.users.get(post.userId);
  const files = post.fileIds.map((id) => state.files.get(id)).filter((f): f is DriveFileRecord => f != null);
  return {
    id: post.id,
    createdAt: new Date(post.createdAt).toISOString(),
    updatedAt: new Date(post.updatedAt).toISOString(),
    userId: post.userId,
    user: author ? packUserLite(ctx, author) : null,
    title: post.title,
    description: post.description,
    fileIds: files.map((f) => f.id),
    files: files.map((f) => packDriveFile(ctx, f)),
    tags: [...post.tags],
    isSensitive: post.isSensitive,
    likedCount: post.likedUserIds.length,
    ...(viewer ? { isLiked: post.likedUserIds.includes(viewer.id) } : {}),
  };
}
