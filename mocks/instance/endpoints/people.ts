/**
 * Endpoints of the "people" area: profile tabs (reactions, clips, activity chart), renote mutes,
 * abuse reports, moderator user/instance views.
 */
import { absoluteUrl, type CallContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { packClip } from '../pack/clip';
import { packNote } from '../pack/note';
import { packUserLite } from '../pack/user';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { privateReactionUsers } from '../profile-privacy';
import { renoteMutings } from '../renote-mutes';
import { findUserByAcct, isFollowing, notesNewestFirst, type MockState } from '../state';
import type { UserRecord } from '../types';
import { canSeeNote } from '../visibility';

const ID = { type: 'string', format: 'misskey:id' } as const;

const ERR = {
  noSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: '6d3ef7b4-a0a2-4e38-a4f8-cf9c3fcbd1bb' },
  reactionsNotPublic: { message: 'Reactions of the user is not public.', code: 'REACTIONS_NOT_PUBLIC', id: '673a7dd2-6924-1093-e0c0-e68456ceae5c' },
  renoteMuteSelf: { message: 'Mutee is yourself.', code: 'MUTEE_IS_YOURSELF', id: '6e0df1c6-6f52-4b81-b39c-2dbf58bd06a3' },
  alreadyRenoteMuting: { message: 'You are already muting that user.', code: 'ALREADY_MUTING', id: '7e7359cb-160c-4956-b08f-4d1c653cd007' },
  notRenoteMuting: { message: 'You are not muting that user.', code: 'NOT_MUTING', id: '5467d020-daa9-4553-81e1-135c0c35a96d' },
  cannotSuspendModerator: { message: 'Cannot suspend a moderator.', code: 'CANNOT_SUSPEND_MODERATOR', id: 'mock-cannot-suspend-moderator' },
} satisfies Record<string, ErrorDef>;

/** Per-state extras of this area: suspended instances (a reset starts empty). Abuse reports live with the admin area (endpoints/admin.ts). */
interface PeopleExtras {
  suspendedHosts: Set<string>;
}
const extrasByState = new WeakMap<MockState, PeopleExtras>();
export function peopleExtras(state: MockState): PeopleExtras {
  let x = extrasByState.get(state);
  if (!x) {
    x = { suspendedHosts: new Set() };
    extrasByState.set(state, x);
  }
  return x;
}

function visibleUser(ctx: CallContext, id: string): UserRecord {
  const user = ctx.state.users.get(id);
  if (!user || (user.isSuspended && !ctx.me?.isAdmin && !ctx.me?.isModerator)) throw new ApiError(ERR.noSuchUser);
  return user;
}

function isStaff(u: UserRecord | null): boolean {
  return !!u && (u.isAdmin || u.isModerator);
}

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

function packInstance(ctx: CallContext, host: string) {
  const users = [...ctx.state.users.values()].filter((u) => u.host === host);
  if (users.length === 0) return null;
  const ids = new Set(users.map((u) => u.id));
  let notesCount = 0;
  for (const n of ctx.state.notes.values()) if (ids.has(n.userId)) notesCount++;
  let followingCount = 0;
  let followersCount = 0;
  for (const local of ctx.state.users.values()) {
    if (local.host != null) continue;
    for (const u of users) {
      if (isFollowing(ctx.state, local.id, u.id)) followersCount++;
      if (isFollowing(ctx.state, u.id, local.id)) followingCount++;
    }
  }
  const first = Math.min(...users.map((u) => u.createdAt));
  const blockedHosts = (ctx.state.meta as { blockedHosts?: unknown }).blockedHosts;
  return {
    id: `inst-${host}`,
    firstRetrievedAt: new Date(first).toISOString(),
    host,
    usersCount: users.length,
    notesCount,
    followingCount,
    followersCount,
    isNotResponding: false,
    isSuspended: peopleExtras(ctx.state).suspendedHosts.has(host),
    isBlocked: Array.isArray(blockedHosts) && blockedHosts.includes(host),
    softwareName: 'misskey',
    softwareVersion: '13.14.2',
    openRegistrations: false,
    name: host,
    description: null,
    maintainerName: null,
    maintainerEmail: null,
    iconUrl: absoluteUrl(ctx, '/favicon.ico'),
    faviconUrl: absoluteUrl(ctx, '/favicon.ico'),
    themeColor: null,
    infoUpdatedAt: new Date(first).toISOString(),
  };
}

export const peopleEndpoints: Record<string, AnyEndpoint> = {
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

  'renote-mute/create': defineEndpoint<{ userId: string }>({
    requireCredential: true,
    params: { properties: { userId: ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      if (ps.userId === me.id) throw new ApiError(ERR.renoteMuteSelf);
      const target = visibleUser(ctx, ps.userId);
      const key = `${me.id}>${target.id}`;
      const map = renoteMutings(ctx.state);
      if (map.has(key)) throw new ApiError(ERR.alreadyRenoteMuting);
      map.set(key, ctx.now());
      return undefined;
    },
  }),

  'renote-mute/delete': defineEndpoint<{ userId: string }>({
    requireCredential: true,
    params: { properties: { userId: ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const target = visibleUser(ctx, ps.userId);
      if (!renoteMutings(ctx.state).delete(`${me.id}>${target.id}`)) throw new ApiError(ERR.notRenoteMuting);
      return undefined;
    },
  }),

  'renote-mute/list': defineEndpoint<PagingParams>({
    requireCredential: true,
    params: { properties: { ...PAGING } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const rows = [...renoteMutings(ctx.state).entries()]
        .filter(([k]) => k.startsWith(`${me.id}>`))
        .map(([k, at]) => ({ id: k.split('>')[1]!, createdAt: at }))
        .sort((a, b) => b.createdAt - a.createdAt);
      return paginate(rows, ps).flatMap((r) => {
        const u = ctx.state.users.get(r.id);
        return u ? [{ id: `rm-${r.id}`, createdAt: new Date(r.createdAt).toISOString(), muteeId: u.id, mutee: packUserLite(ctx, u) }] : [];
      });
    },
  }),

  'admin/show-user': defineEndpoint<{ userId: string }>({
    requireModerator: true,
    params: { properties: { userId: ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      const u = ctx.state.users.get(ps.userId);
      if (!u) throw new ApiError(ERR.noSuchUser);
      return {
        email: u.host ? null : `${u.username}@mock.example`,
        emailVerified: !u.host,
        autoAcceptFollowed: true,
        noCrawle: false,
        preventAiLearning: true,
        alwaysMarkNsfw: false,
        autoSensitive: false,
        carefulBot: false,
        injectFeaturedNote: true,
        receiveAnnouncementEmail: true,
        mutedWords: [],
        mutedInstances: [],
        mutingNotificationTypes: [],
        isModerator: u.isModerator,
        isSilenced: u.isSilenced,
        isSuspended: u.isSuspended,
        lastActiveDate: u.lastActiveDate != null ? new Date(u.lastActiveDate).toISOString() : null,
        moderationNote: '',
        signins: [],
        policies: {},
        roles: [],
        roleAssigns: [],
      };
    },
  }),

  'admin/suspend-user': moderatorFlag('isSuspended', true),
  'admin/unsuspend-user': moderatorFlag('isSuspended', false),
  'admin/silence-user': moderatorFlag('isSilenced', true),
  'admin/unsilence-user': moderatorFlag('isSilenced', false),

  'admin/reset-password': defineEndpoint<{ userId: string }>({
    requireModerator: true,
    params: { properties: { userId: ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      const u = ctx.state.users.get(ps.userId);
      if (!u || u.host) throw new ApiError(ERR.noSuchUser);
      if (u.isAdmin) throw new ApiError({ message: 'Cannot reset the password of an admin.', code: 'CANNOT_RESET_ADMIN', id: 'mock-reset-admin' });
      const password = `mock${Math.floor(ctx.now() % 1_000_000).toString(36)}pw`;
      u.password = password;
      return { password };
    },
  }),

  'admin/delete-all-files-of-a-user': defineEndpoint<{ userId: string }>({
    requireModerator: true,
    params: { properties: { userId: ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      for (const [id, f] of ctx.state.files) if (f.userId === ps.userId) ctx.state.files.delete(id);
      return undefined;
    },
  }),

  'federation/show-instance': defineEndpoint<{ host: string }>({
    params: { properties: { host: { type: 'string' } }, required: ['host'] },
    handler: (ctx, ps) => packInstance(ctx, ps.host.toLowerCase()),
  }),

  'admin/federation/update-instance': defineEndpoint<{ host: string; isSuspended: boolean }>({
    requireModerator: true,
    params: { properties: { host: { type: 'string' }, isSuspended: { type: 'boolean' } }, required: ['host', 'isSuspended'] },
    handler: (ctx, ps) => {
      if (!packInstance(ctx, ps.host)) throw new ApiError({ message: 'No such instance.', code: 'NO_SUCH_INSTANCE', id: 'mock-no-such-instance' });
      const set = peopleExtras(ctx.state).suspendedHosts;
      if (ps.isSuspended) set.add(ps.host);
      else set.delete(ps.host);
      return undefined;
    },
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

function moderatorFlag(flag: 'isSuspended' | 'isSilenced', value: boolean): AnyEndpoint {
  return defineEndpoint<{ userId: string }>({
    requireModerator: true,
    params: { properties: { userId: ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      const u = ctx.state.users.get(ps.userId);
      if (!u) throw new ApiError(ERR.noSuchUser);
      if (value && isStaff(u)) throw new ApiError(ERR.cannotSuspendModerator);
      u[flag] = value;
      return undefined;
    },
  });
}

/** For the control API: find by "name" or "name@host". */
export function userByAcct(state: MockState, acct: string): UserRecord | undefined {
  const [username, host] = acct.replace(/^@/, '').split('@') as [string, string | undefined];
  return findUserByAcct(state, username, host ?? null);
}
