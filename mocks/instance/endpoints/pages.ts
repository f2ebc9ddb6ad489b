import { insertPage, type PageInput } from '../actions/pages';
import type { CallContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { packPage } from '../pack/page';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { findUserByAcct } from '../state';
import type { PageRecord, UserRecord } from '../types';

const ID = { type: 'string', format: 'misskey:id' } as const;
const BLOCKS = { type: 'array', items: { type: 'object' } } as const;

const E = {
  createNoSuchFile: { message: 'No such file.', code: 'NO_SUCH_FILE', id: 'b7b97489-0f66-4b12-a5ff-b21bd63f6e1c' },
  createNameExists: { message: 'Specified name already exists.', code: 'NAME_ALREADY_EXISTS', id: '4650348e-301c-499a-83c9-6aa988c66bc1' },
  showNoSuchPage: { message: 'No such page.', code: 'NO_SUCH_PAGE', id: '222120c0-3ead-4528-811b-b96f233388d7' },
  updateNoSuchPage: { message: 'No such page.', code: 'NO_SUCH_PAGE', id: '21149b9e-3616-4778-9592-c4ce89f5a864' },
  updateAccessDenied: { message: 'Access denied.', code: 'ACCESS_DENIED', id: '3c15cd52-3b4b-4274-967d-6456fc4f792b' },
  updateNoSuchFile: { message: 'No such file.', code: 'NO_SUCH_FILE', id: 'cfc23c7c-3887-490e-af30-0ed576703c82' },
  updateNameExists: { message: 'Specified name already exists.', code: 'NAME_ALREADY_EXISTS', id: '2298a392-d4a1-44c5-9ebb-ac1aeaa5a9ab' },
  deleteNoSuchPage: { message: 'No such page.', code: 'NO_SUCH_PAGE', id: 'eb0c6e1d-d519-4764-9486-52a7e1c6392a' },
  deleteAccessDenied: { message: 'Access denied.', code: 'ACCESS_DENIED', id: '8b741b3e-2c22-44b3-a15f-29949aa1601e' },
  likeNoSuchPage: { message: 'No such page.', code: 'NO_SUCH_PAGE', id: 'cc98a8a2-0dc3-4123-b198-62c71df18ed3' },
  yourPage: { message: 'You cannot like your page.', code: 'YOUR_PAGE', id: '28800466-e6db-40f2-8fae-bf9e82aa92b8' },
  alreadyLiked: { message: 'The page has already been liked.', code: 'ALREADY_LIKED', id: 'd4c1edbe-7da2-4eae-8714-1acfd2d63941' },
  unlikeNoSuchPage: { message: 'No such page.', code: 'NO_SUCH_PAGE', id: 'a0d41e20-1993-40bd-890e-f6e560ae648e' },
  notLiked: { message: 'You have not liked that page.', code: 'NOT_LIKED', id: 'f5e586b0-ce93-4050-b0e3-7f31af5259ee' },
} satisfies Record<string, ErrorDef>;


const PAGE_PROPS = {
  title: { type: 'string' },
  name: { type: 'string', minLength: 1 },
  summary: { type: 'string', nullable: true },
  content: BLOCKS,
  variables: BLOCKS,
  script: { type: 'string' },
  eyeCatchingImageId: { ...ID, nullable: true },
  alignCenter: { type: 'boolean' },
  hideTitleWhenPinned: { type: 'boolean' },
} as const;

function visiblePage(ctx: CallContext, page: PageRecord | undefined): page is PageRecord {
  return page != null && (page.visibility === 'public' || page.userId === ctx.me?.id);
}

function pageOr(ctx: CallContext, pageId: string, err: ErrorDef): PageRecord {
  const page = ctx.state.pages.get(pageId);
  if (!visiblePage(ctx, page)) throw new ApiError(err);
  return page;
}

function ownImage(ctx: CallContext, me: UserRecord, fileId: string | null | undefined, err: ErrorDef): string | null {
  if (fileId == null) return null;
  const file = ctx.state.files.get(fileId);
  if (!file || file.userId !== me.id) throw new ApiError(err);
  return file.id;
}

function pagesNewestFirst(ctx: CallContext, accept: (p: PageRecord) => boolean): PageRecord[] {
  return [...ctx.state.pages.values()].filter(accept).sort((a, b) => (a.id < b.id ? 1 : -1));
}

export const pageEndpoints: Record<string, AnyEndpoint> = {
  'pages/create': defineEndpoint<PageInput>({
    requireCredential: true,
    params: {
      properties: { ...PAGE_PROPS, font: { type: 'string', enum: ['serif', 'sans-serif'], default: 'sans-serif' } },
      required: ['title', 'name', 'content', 'variables', 'script'],
    },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const eyeCatchingImageId = ownImage(ctx, me, ps.eyeCatchingImageId, E.createNoSuchFile);
      if (pagesNewestFirst(ctx, (p) => p.userId === me.id && p.name === ps.name).length > 0) throw new ApiError(E.createNameExists);
      return packPage(ctx, insertPage(ctx, me, { ...ps, eyeCatchingImageId }, ctx.now()), me);
    },
  }),

  'pages/show': defineEndpoint<{ pageId?: string; name?: string; username?: string }>({
    params: {
      properties: { pageId: ID, name: { type: 'string' }, username: { type: 'string' } },
      anyOf: [{ required: ['pageId'] }, { required: ['name', 'username'] }],
    },
    handler: (ctx, ps) => {
      let page: PageRecord | undefined;
      if (ps.pageId != null) {
        page = ctx.state.pages.get(ps.pageId);
      } else {
        const author = findUserByAcct(ctx.state, ps.username ?? '', null);
        page = author ? [...ctx.state.pages.values()].find((p) => p.userId === author.id && p.name === ps.name) : undefined;
      }
      if (!visiblePage(ctx, page)) throw new ApiError(E.showNoSuchPage);
      return packPage(ctx, page, ctx.me);
    },
  }),

  'pages/update': defineEndpoint<PageInput & { pageId: string }>({
    requireCredential: true,
    params: {
      properties: {
        pageId: ID,
        ...PAGE_PROPS,
        font: { type: 'string', enum: ['serif', 'sans-serif'] },
        visibility: { type: 'string', enum: ['public', 'private'] },
      },
      required: ['pageId', 'title', 'name', 'content', 'variables', 'script'],
    },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const page = ctx.state.pages.get(ps.pageId);
      if (!page) throw new ApiError(E.updateNoSuchPage);
      if (page.userId !== me.id) throw new ApiError(E.updateAccessDenied);
      const image = ps.eyeCatchingImageId === undefined ? page.eyeCatchingImageId : ownImage(ctx, me, ps.eyeCatchingImageId, E.updateNoSuchFile);
      if (pagesNewestFirst(ctx, (p) => p.id !== page.id && p.userId === me.id && p.name === ps.name).length > 0) throw new ApiError(E.updateNameExists);
      Object.assign(page, {
        updatedAt: ctx.now(),
        title: ps.title,
        name: ps.name,
        summary: ps.summary === undefined ? page.summary : ps.summary,
        content: structuredClone(ps.content),
        variables: structuredClone(ps.variables),
        script: ps.script,
        eyeCatchingImageId: image,
        font: ps.font ?? page.font,
        alignCenter: ps.alignCenter ?? page.alignCenter,
        hideTitleWhenPinned: ps.hideTitleWhenPinned ?? page.hideTitleWhenPinned,
        visibility: ps.visibility ?? page.visibility,
      });
      return undefined;
    },
  }),

  'pages/delete': defineEndpoint<{ pageId: string }>({
    requireCredential: true,
    params: { properties: { pageId: ID }, required: ['pageId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const page = ctx.state.pages.get(ps.pageId);
      if (!page) throw new ApiError(E.deleteNoSuchPage);
      if (page.userId !== me.id && !me.isAdmin && !me.isModerator) throw new ApiError(E.deleteAccessDenied);
      ctx.state.pages.delete(page.id);
      return undefined;
    },
  }),

  'pages/like': defineEndpoint<{ pageId: string }>({
    requireCredential: true,
    params: { properties: { pageId: ID }, required: ['pageId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const page = pageOr(ctx, ps.pageId, E.likeNoSuchPage);
      if (page.userId === me.id) throw new ApiError(E.yourPage);
      if (page.likedUserIds.includes(me.id)) throw new ApiError(E.alreadyLiked);
      page.likedUserIds.push(me.id);
      return undefined;
    },
  }),

  'pages/unlike': defineEndpoint<{ pageId: string }>({
    requireCredential: true,
    params: { properties: { pageId: ID }, required: ['pageId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const page = pageOr(ctx, ps.pageId, E.unlikeNoSuchPage);
      if (!page.likedUserIds.includes(me.id)) throw new ApiError(E.notLiked);
      page.likedUserIds = page.likedUserIds.filter((id) => id !== me.id);
      return undefined;
    },
  }),

  'pages/featured': defineEndpoint({
    handler: (ctx) =>
      pagesNewestFirst(ctx, (p) => p.visibility === 'public')
        .sort((a, b) => b.likedUserIds.length - a.likedUserIds.length)
        .slice(0, 10)
        .map((p) => packPage(ctx, p, ctx.me)),
  }),

  'users/pages': defineEndpoint<PagingParams & { userId: string }>({
    params: { properties: { userId: ID, ...PAGING }, required: ['userId'] },
    handler: (ctx, ps) =>
      paginate(pagesNewestFirst(ctx, (p) => p.userId === ps.userId && visiblePage(ctx, p)), ps).map((p) => packPage(ctx, p, ctx.me)),
  }),

  'i/pages': defineEndpoint<PagingParams>({
    requireCredential: true,
    params: { properties: { ...PAGING } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      return paginate(pagesNewestFirst(ctx, (p) => p.userId === me.id), ps).map((p) => packPage(ctx, p, me));
    },
  }),

  'i/page-likes': defineEndpoint<PagingParams>({
    requireCredential: true,
    params: { properties: { ...PAGING } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      return paginate(pagesNewestFirst(ctx, (p) => p.likedUserIds.includes(me.id) && visiblePage(ctx, p)), ps).map((p) => ({ id: p.id, page: packPage(ctx, p, me) }));
    },
  }),
};
