import { insertGalleryPost, type GalleryPostInput } from '../actions/pages';
import type { CallContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, COMMON_ERRORS, type ErrorDef } from '../errors';
import { packGalleryPost } from '../pack/page';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import type { GalleryPostRecord } from '../types';

const ID = { type: 'string', format: 'misskey:id' } as const;
const FILE_IDS = { type: 'array', uniqueItems: true, minItems: 1, maxItems: 32, items: ID } as const;
const DAY = 86_400_000;

const E = {
  showNoSuchPost: { message: 'No such post.', code: 'NO_SUCH_POST', id: '1137bf14-c5b0-4604-85bb-5b5371b1cd45' },
  updateNoSuchPost: { message: 'No such post.', code: 'NO_SUCH_POST', id: '0b95e661-4216-45c9-a65b-7a1fdb879e47' },
  deleteNoSuchPost: { message: 'No such post.', code: 'NO_SUCH_POST', id: 'ae52f367-4bd7-4ecd-afc6-5672fff427f5' },
  likeNoSuchPost: { message: 'No such post.', code: 'NO_SUCH_POST', id: '56c06af3-1287-442f-9701-c93f7c4a62ff' },
  yourPost: { message: 'You cannot like your post.', code: 'YOUR_POST', id: 'f78f1511-5ebc-4478-a888-1198d752da68' },
  alreadyLiked: { message: 'The post has already been liked.', code: 'ALREADY_LIKED', id: '40e9ed56-a59c-473a-bf3f-f289c54fb5a7' },
  unlikeNoSuchPost: { message: 'No such post.', code: 'NO_SUCH_POST', id: 'c32e6dd0-b555-4413-925e-b3757d19ed84' },
  notLiked: { message: 'You have not liked that post.', code: 'NOT_LIKED', id: 'e3e8e06e-be37-41f7-a5b4-87a8250288f0' },
} satisfies Record<string, ErrorDef>;

function postOr(ctx: CallContext, postId: string, err: ErrorDef): GalleryPostRecord {
  const post = ctx.state.galleryPosts.get(postId);
  if (!post) throw new ApiError(err);
  return post;
}

function postsNewestFirst(ctx: CallContext, accept: (p: GalleryPostRecord) => boolean = () => true): GalleryPostRecord[] {
  return [...ctx.state.galleryPosts.values()].filter(accept).sort((a, b) => (a.id < b.id ? 1 : -1));
}

const byLikes = (a: GalleryPostRecord, b: GalleryPostRecord) => b.likedUserIds.length - a.likedUserIds.length;

export const galleryEndpoints: Record<string, AnyEndpoint> = {
  'gallery/posts': defineEndpoint<PagingParams>({
    params: { properties: { ...PAGING } },
    handler: (ctx, ps) => paginate(postsNewestFirst(ctx), ps).map((p) => packGalleryPost(ctx, p, ctx.me)),
  }),

  'gallery/featured': defineEndpoint({
    handler: (ctx) =>
      postsNewestFirst(ctx, (p) => p.likedUserIds.length > 0 && p.createdAt > ctx.now() - 3 * DAY)
        .sort(byLikes)
        .slice(0, 10)
        .map((p) => packGalleryPost(ctx, p, ctx.me)),
  }),

  'gallery/popular': defineEndpoint({
    handler: (ctx) =>
      postsNewestFirst(ctx, (p) => p.likedUserIds.length > 0)
        .sort(byLikes)
        .slice(0, 10)
        .map((p) => packGalleryPost(ctx, p, ctx.me)),
  }),

  'gallery/posts/create': defineEndpoint<GalleryPostInput>({
    requireCredential: true,
    params: {
      properties: { title: { type: 'string', minLength: 1 }, description: { type: 'string', nullable: true }, fileIds: FILE_IDS, isSensitive: { type: 'boolean', default: false } },
      required: ['title', 'fileIds'],
    },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const post = insertGalleryPost(ctx, me, ps, ctx.now());
      if (post.fileIds.length === 0) {
        // The real server throws a bare Error here.
        ctx.state.galleryPosts.delete(post.id);
        throw new ApiError(COMMON_ERRORS.internal, { e: { message: 'No files.', code: 'Error', id: COMMON_ERRORS.internal.id } });
      }
      return packGalleryPost(ctx, post, me);
    },
  }),

  'gallery/posts/show': defineEndpoint<{ postId: string }>({
    params: { properties: { postId: ID }, required: ['postId'] },
    handler: (ctx, ps) => packGalleryPost(ctx, postOr(ctx, ps.postId, E.showNoSuchPost), ctx.me),
  }),

  'gallery/posts/update': defineEndpoint<{ postId: string; title?: string; description?: string | null; fileIds?: string[]; isSensitive?: boolean }>({
    requireCredential: true,
    params: {
      properties: { postId: ID, title: { type: 'string', minLength: 1 }, description: { type: 'string', nullable: true }, fileIds: FILE_IDS, isSensitive: { type: 'boolean' } },
      required: ['postId'],
    },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const post = postOr(ctx, ps.postId, E.updateNoSuchPost);
      if (post.userId !== me.id) throw new ApiError(E.updateNoSuchPost);
      if (ps.title !== undefined) post.title = ps.title;
      if (ps.description !== undefined) post.description = ps.description;
      if (ps.isSensitive !== undefined) post.isSensitive = ps.isSensitive;
      if (ps.fileIds !== undefined) {
        const mine = ps.fileIds.filter((id) => ctx.state.files.get(id)?.userId === me.id);
        if (mine.length > 0) post.fileIds = mine;
      }
      post.updatedAt = ctx.now();
      return packGalleryPost(ctx, post, me);
    },
  }),

  'gallery/posts/delete': defineEndpoint<{ postId: string }>({
    requireCredential: true,
    params: { properties: { postId: ID }, required: ['postId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const post = postOr(ctx, ps.postId, E.deleteNoSuchPost);
      if (post.userId !== me.id) throw new ApiError(E.deleteNoSuchPost);
      ctx.state.galleryPosts.delete(post.id);
      return undefined;
    },
  }),

  'gallery/posts/like': defineEndpoint<{ postId: string }>({
    requireCredential: true,
    params: { properties: { postId: ID }, required: ['postId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const post = postOr(ctx, ps.postId, E.likeNoSuchPost);
      if (post.userId === me.id) throw new ApiError(E.yourPost);
      if (post.likedUserIds.includes(me.id)) throw new ApiError(E.alreadyLiked);
      post.likedUserIds.push(me.id);
      return undefined;
    },
  }),

  'gallery/posts/unlike': defineEndpoint<{ postId: string }>({
    requireCredential: true,
    params: { properties: { postId: ID }, required: ['postId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const post = postOr(ctx, ps.postId, E.unlikeNoSuchPost);
      if (!post.likedUserIds.includes(me.id)) throw new ApiError(E.notLiked);
      post.likedUserIds = post.likedUserIds.filter((id) => id !== me.id);
      return undefined;
    },
  }),

  'users/gallery/posts': defineEndpoint<PagingParams & { userId: string }>({
    params: { properties: { userId: ID, ...PAGING }, required: ['userId'] },
    handler: (ctx, ps) => paginate(postsNewestFirst(ctx, (p) => p.userId === ps.userId), ps).map((p) => packGalleryPost(ctx, p, ctx.me)),
  }),

  'i/gallery/posts': defineEndpoint<PagingParams>({
    requireCredential: true,
    params: { properties: { ...PAGING } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      return paginate(postsNewestFirst(ctx, (p) => p.userId === me.id), ps).map((p) => packGalleryPost(ctx, p, me));
    },
  }),

  'i/gallery/likes': defineEndpoint<PagingParams>({
    requireCredential: true,
    params: { properties: { ...PAGING } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      return paginate(postsNewestFirst(ctx, (p) => p.likedUserIds.includes(me.id)), ps).map((p) => ({ id: p.id, post: packGalleryPost(ctx, p, me) }));
    },
  }),
};
