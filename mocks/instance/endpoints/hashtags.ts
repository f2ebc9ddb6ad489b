/** hashtags/* and notes/search-by-tag. */
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { hashtagStats, hashtagTrend, normalizeTag, userTags, type HashtagStats } from '../hashtags';
import { packNote } from '../pack/note';
import { packUserDetailed } from '../pack/user';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { isHiddenByRelations } from '../relations';
import { followerIds, notesNewestFirst, type MockState } from '../state';
import type { NoteRecord, UserRecord } from '../types';
import { canSeeNote } from '../visibility';

const ERRORS = {
  noSuchHashtag: { message: 'No such hashtag.', code: 'NO_SUCH_HASHTAG', id: '110ee688-193e-4a3a-9ecf-c167b2e6981e' },
};

function packHashtag(state: MockState, h: HashtagStats): Record<string, unknown> {
  const split = (ids: Set<string>) => {
    let local = 0;
    for (const id of ids) if (state.users.get(id)?.host == null) local++;
    return { all: ids.size, local, remote: ids.size - local };
  };
  const m = split(h.mentionedUserIds);
  const a = split(h.attachedUserIds);
  return {
    tag: h.tag,
    mentionedUsersCount: m.all,
    mentionedLocalUsersCount: m.local,
    mentionedRemoteUsersCount: m.remote,
    attachedUsersCount: a.all,
    attachedLocalUsersCount: a.local,
    attachedRemoteUsersCount: a.remote,
  };
}

const LIST_SORTS = [
  '+mentionedUsers', '-mentionedUsers', '+mentionedLocalUsers', '-mentionedLocalUsers', '+mentionedRemoteUsers', '-mentionedRemoteUsers',
  '+attachedUsers', '-attachedUsers', '+attachedLocalUsers', '-attachedLocalUsers', '+attachedRemoteUsers', '-attachedRemoteUsers',
] as const;

const USER_SORTS = ['+follower', '-follower', '+createdAt', '-createdAt', '+updatedAt', '-updatedAt'] as const;

interface SearchByTagParams extends PagingParams {
  tag?: string;
  query?: string[][];
  reply?: boolean | null;
  renote?: boolean | null;
  withFiles: boolean;
  poll?: boolean | null;
}

export const hashtagEndpoints: Record<string, AnyEndpoint> = {
  'hashtags/trend': defineEndpoint({
    handler: (ctx) => hashtagTrend(ctx.state, ctx.now()),
  }),

  'hashtags/list': defineEndpoint<{
    limit: number; sort: (typeof LIST_SORTS)[number];
    attachedToUserOnly: boolean; attachedToLocalUserOnly: boolean; attachedToRemoteUserOnly: boolean;
  }>({
    params: {
      properties: {
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
        attachedToUserOnly: { type: 'boolean', default: false },
        attachedToLocalUserOnly: { type: 'boolean', default: false },
        attachedToRemoteUserOnly: { type: 'boolean', default: false },
        sort: { type: 'string', enum: LIST_SORTS },
      },
      required: ['sort'],
    },
    handler: (ctx, ps) => {
      const rows = [...hashtagStats(ctx.state).values()].map((h) => packHashtag(ctx.state, h));
      const key = `${ps.sort.slice(1)}Count`;
      const sign = ps.sort.startsWith('+') ? -1 : 1;
      return rows
        .filter((r) =>
          (!ps.attachedToUserOnly || (r.attachedUsersCount as number) > 0) &&
          (!ps.attachedToLocalUserOnly || (r.attachedLocalUsersCount as number) > 0) &&
          (!ps.attachedToRemoteUserOnly || (r.attachedRemoteUsersCount as number) > 0))
        .sort((a, b) => sign * ((a[key] as number) - (b[key] as number)) || ((a.tag as string) < (b.tag as string) ? -1 : 1))
        .slice(0, ps.limit);
    },
  }),

  // As Misskey 13 answers it: tag names starting with the query (lower-cased), the most used by
  // local users first, as plain strings.
  'hashtags/search': defineEndpoint<{ query: string; limit: number; offset: number }>({
    params: {
      properties: {
        query: { type: 'string' },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
        offset: { type: 'integer', default: 0 },
      },
      required: ['query'],
    },
    handler: (ctx, ps) => {
      const q = ps.query.toLowerCase();
      return [...hashtagStats(ctx.state).values()]
        .filter((h) => h.tag.startsWith(q))
        .map((h) => ({ tag: h.tag, local: packHashtag(ctx.state, h).mentionedLocalUsersCount as number }))
        .sort((a, b) => b.local - a.local || (a.tag < b.tag ? -1 : 1))
        .slice(ps.offset, ps.offset + ps.limit)
        .map((h) => h.tag);
    },
  }),

  'hashtags/show': defineEndpoint<{ tag: string }>({
    params: { properties: { tag: { type: 'string' } }, required: ['tag'] },
    handler: (ctx, ps) => {
      const h = hashtagStats(ctx.state).get(normalizeTag(ps.tag));
      if (!h) throw new ApiError(ERRORS.noSuchHashtag);
      return packHashtag(ctx.state, h);
    },
  }),

  'hashtags/users': defineEndpoint<{
    tag: string; limit: number; sort: (typeof USER_SORTS)[number]; state: 'all' | 'alive'; origin: 'combined' | 'local' | 'remote';
  }>({
    params: {
      properties: {
        tag: { type: 'string' },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
        sort: { type: 'string', enum: USER_SORTS },
        state: { type: 'string', enum: ['all', 'alive'], default: 'all' },
        origin: { type: 'string', enum: ['combined', 'local', 'remote'], default: 'local' },
      },
      required: ['tag', 'sort'],
    },
    handler: (ctx, ps) => {
      const tag = normalizeTag(ps.tag);
      const alive = ctx.now() - 5 * 86_400_000;
      const value = (u: UserRecord): number =>
        ps.sort.endsWith('follower') ? followerIds(ctx.state, u.id).length : ps.sort.endsWith('createdAt') ? u.createdAt : (u.updatedAt ?? 0);
      const sign = ps.sort.startsWith('+') ? -1 : 1;
      return [...ctx.state.users.values()]
        .filter((u) =>
          !u.isSuspended &&
          userTags(u).includes(tag) &&
          (ps.origin === 'combined' || (ps.origin === 'local') === (u.host == null)) &&
          (ps.state === 'all' || (u.updatedAt ?? 0) > alive))
        .sort((a, b) => sign * (value(a) - value(b)))
        .slice(0, ps.limit)
        .map((u) => packUserDetailed(ctx, u, ctx.me));
    },
  }),

  'notes/search-by-tag': defineEndpoint<SearchByTagParams>({
    params: {
      properties: {
        ...PAGING,
        reply: { type: 'boolean', nullable: true },
        renote: { type: 'boolean', nullable: true },
        withFiles: { type: 'boolean', default: false },
        poll: { type: 'boolean', nullable: true },
        tag: { type: 'string', minLength: 1 },
        query: { type: 'array', minItems: 1, items: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } } },
      },
      anyOf: [{ required: ['tag'] }, { required: ['query'] }],
    },
    handler: (ctx, ps) => {
      const groups = ps.tag != null ? [[ps.tag]] : (ps.query ?? []);
      const wanted = groups.map((and) => and.map(normalizeTag));
      const accept = (n: NoteRecord) =>
        wanted.some((and) => and.every((t) => n.tags.includes(t))) &&
        canSeeNote(ctx.state, ctx.me, n) &&
        !isHiddenByRelations(ctx.state, ctx.me, n) &&
        (ps.reply == null || (n.replyId != null) === ps.reply) &&
        (ps.renote == null || (n.renoteId != null) === ps.renote) &&
        (!ps.withFiles || n.fileIds.length > 0) &&
        (ps.poll == null || (n.poll != null) === ps.poll);
      return paginate(notesNewestFirst(ctx.state), ps, accept).map((n) => packNote(ctx, n, ctx.me, { detail: true }));
    },
  }),
};
