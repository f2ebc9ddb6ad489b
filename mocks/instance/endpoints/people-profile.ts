/**
 * What the people pages list: follow requests I sent, a user's reactions and clips, the activity chart
 * (charts/user/notes) and the users someone replies to most.
 */
import type { CallContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { packClip } from '../pack/clip';
import { packNote } from '../pack/note';
import { packUserLite } from '../pack/user';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { privateReactionUsers } from '../profile-privacy';
import { notesNewestFirst } from '../state';
import { canSeeNote } from '../visibility';
import { visibleUser } from './people-common';
import { ID } from './social-common';

const ERR = {
  reactionsNotPublic: { message: 'Reactions of the user is not public.', code: 'REACTIONS_NOT_PUBLIC', id: '673a7dd2-6924-1093-e0c0-e68456ceae5c' },
} satisfies Record<string, ErrorDef>;

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** charts/user/notes: per-span counts, newest first, as the real chart answers. */
export function userNotesChart(ctx: CallContext, userId: string, span: 'day' | 'hour', limit: number) {
  const size = span === 'day' ? DAY : HOUR;
  const now = ctx.now();
  const currentStart = Math.floor(now / size) * size;
  const normal = new Array<number>(limit).fill(0);
  const reply = new Array<number>(limit).fill(0);
  const renote = new Array<number>(limit).fill(0);
  const withFile = new Array<number>(limit).fill(0);
  let total = 0;
  for (const n of ctx.state.notes.values()) {
    if (n.userId !== userId) continue;
    total++;
    const slot = Math.floor((currentStart + size - 1 - n.createdAt) / size);
    if (slot < 0 || slot >= limit) continue;
    if (n.renoteId && !n.text) renote[slot]!++;
    else if (n.replyId) reply[slot]!++;
    else normal[slot]!++;
    if (n.fileIds.length > 0) withFile[slot]!++;
  }
  const inc = normal.map((v, i) => v + reply[i]! + renote[i]!);
  const totals: number[] = [];
  let running = total;
  for (let i = 0; i < limit; i++) {
    totals.push(running);
    running -= inc[i]!;
  }
  return { total: totals, inc, dec: new Array<number>(limit).fill(0), diffs: { normal, reply, renote, withFile } };
}

export const peopleProfileEndpoints: Record<string, AnyEndpoint> = {
  /** Requests I sent and that are still pending (newer Misskey; 13.14 lacks it). */
  'following/requests/sent': defineEndpoint<PagingParams>({
    requireCredential: true,
    params: { properties: { ...PAGING } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const mine = [...ctx.state.followRequests.values()].filter((r) => r.followerId === me.id).sort((a, b) => (a.id < b.id ? 1 : -1));
      return paginate(mine, ps).flatMap((r) => {
        const followee = ctx.state.users.get(r.followeeId);
        return followee ? [{ id: r.id, follower: packUserLite(ctx, me), followee: packUserLite(ctx, followee) }] : [];
      });
    },
  }),

  'users/reactions': defineEndpoint<PagingParams & { userId: string }>({
    params: { properties: { userId: ID, ...PAGING }, required: ['userId'] },
    handler: (ctx, ps) => {
      const user = visibleUser(ctx, ps.userId);
      if (privateReactionUsers(ctx.state).has(user.id) && ctx.me?.id !== user.id) throw new ApiError(ERR.reactionsNotPublic);
      const rows: Array<{ id: string; createdAt: number; reaction: string; noteId: string }> = [];
      for (const n of notesNewestFirst(ctx.state)) {
        if (!canSeeNote(ctx.state, ctx.me, n)) continue;
        for (const r of n.reactions) if (r.userId === user.id) rows.push({ id: r.id, createdAt: r.createdAt, reaction: r.reaction, noteId: n.id });
      }
      rows.sort((a, b) => (a.id < b.id ? 1 : -1));
      return paginate(rows, ps).map((r) => ({
        id: r.id,
        createdAt: new Date(r.createdAt).toISOString(),
        user: packUserLite(ctx, user),
        type: r.reaction,
        note: packNote(ctx, ctx.state.notes.get(r.noteId)!, ctx.me, { detail: true }),
      }));
    },
  }),

  'users/clips': defineEndpoint<PagingParams & { userId: string }>({
    params: { properties: { userId: ID, ...PAGING }, required: ['userId'] },
    handler: (ctx, ps) => {
      const user = visibleUser(ctx, ps.userId);
      const clips = [...ctx.state.clips.values()]
        .filter((c) => c.userId === user.id && (c.isPublic || ctx.me?.id === user.id))
        .sort((a, b) => (a.id < b.id ? 1 : -1));
      return paginate(clips, ps).map((c) => packClip(ctx, c));
    },
  }),

  'charts/user/notes': defineEndpoint<{ userId: string; span: 'day' | 'hour'; limit: number }>({
    params: {
      properties: { userId: ID, span: { type: 'string', enum: ['day', 'hour'] }, limit: { type: 'integer', minimum: 1, maximum: 500, default: 30 } },
      required: ['userId', 'span'],
    },
    handler: (ctx, ps) => userNotesChart(ctx, visibleUser(ctx, ps.userId).id, ps.span, ps.limit),
  }),

  'users/get-frequently-replied-users': defineEndpoint<{ userId: string; limit: number }>({
    params: { properties: { userId: ID, limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 } }, required: ['userId'] },
    handler: (ctx, ps) => {
      const user = visibleUser(ctx, ps.userId);
      const counts = new Map<string, number>();
      for (const n of ctx.state.notes.values()) {
        if (n.userId !== user.id || !n.replyId) continue;
        const parent = ctx.state.notes.get(n.replyId);
        if (parent && parent.userId !== user.id) counts.set(parent.userId, (counts.get(parent.userId) ?? 0) + 1);
      }
      return [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, ps.limit)
        .flatMap(([id, weight]) => {
          const u = ctx.state.users.get(id);
          return u ? [{ user: packUserLite(ctx, u), weight }] : [];
        });
    },
  }),
};
