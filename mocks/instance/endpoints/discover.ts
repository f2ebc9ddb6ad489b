/**
 * Endpoints of the "discover" area: featured notes, pinned users, the user directory, federation,
 * stats, a notes chart, and the spec fork's user-defined (emoji) categories.
 */
import type { CallContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { packNote } from '../pack/note';
import { packUserDetailed, packUserLite } from '../pack/user';
import { isHiddenByRelations } from '../relations';
import { findUserByAcct, followerIds, notesNewestFirst, type MockState } from '../state';
import type { UserRecord } from '../types';
import { canSeeNote } from '../visibility';
import { emojiAdminEndpoints } from './emoji-admin';

const DAY = 86_400_000;

/** Who `pinned-users` answers (acct strings, as the real admin setting). */
export const PINNED_USERS = ['@alice', '@newsbot'];

const visibleUsers = (state: MockState) => [...state.users.values()].filter((u) => !u.isSuspended);

function followersCount(state: MockState, u: UserRecord): number {
  return followerIds(state, u.id).length;
}

/** A user-defined category of the spec's server: a named set of emoji names, owned by a user. */
export interface CategoryRecord {
  id: string;
  userId: string;
  createdAt: number;
  updatedAt: number;
  name: string;
  description: string | null;
  contents: string[];
}

const categoriesByState = new WeakMap<MockState, CategoryRecord[]>();
export function categoriesOf(state: MockState): CategoryRecord[] {
  let list = categoriesByState.get(state);
  if (!list) {
    list = [];
    categoriesByState.set(state, list);
  }
  return list;
}

function packCategory(ctx: CallContext, c: CategoryRecord): Record<string, unknown> {
  const user = ctx.state.users.get(c.userId);
  return {
    id: c.id,
    createdAt: new Date(c.createdAt).toISOString(),
    updatedAt: new Date(c.updatedAt).toISOString(),
    userId: c.userId,
    ...(user ? { user: packUserLite(ctx, user) } : {}),
    name: c.name,
    description: c.description,
    contents: [...c.contents],
  };
}

const NO_SUCH_CATEGORY = { message: 'No such category.', code: 'NO_SUCH_CATEGORY', id: 'mock-no-such-category', status: 400 } as const;
const ACCESS_DENIED = { message: 'Access denied.', code: 'ACCESS_DENIED', id: 'mock-category-access-denied', status: 400 } as const;

function ownCategory(ctx: CallContext, id: string): CategoryRecord {
  const me = requireMe(ctx);
  const c = categoriesOf(ctx.state).find((x) => x.id === id);
  if (!c) throw new ApiError(NO_SUCH_CATEGORY);
  if (c.userId !== me.id) throw new ApiError(ACCESS_DENIED);
  return c;
}

const cleanContents = (v: unknown): string[] => (Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string' && x.length > 0))] : []);

export function dayBuckets(now: number, span: 'day' | 'hour', limit: number) {
  const unit = span === 'hour' ? 3_600_000 : DAY;
  const end = Math.floor(now / unit) * unit + unit;
  return { unit, end, index: (t: number) => Math.floor((end - t - 1) / unit), limit };
}

export const discoverEndpoints: Record<string, AnyEndpoint> = {
  /** Notes of the past 3 days with the most reactions (public, not renotes), as the real server. */
  'notes/featured': defineEndpoint<{ limit: number; offset: number }>({
    params: { properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 }, offset: { type: 'integer', default: 0 } } },
    handler: (ctx, ps) => {
      const since = ctx.now() - 3 * DAY;
      const out = [];
      for (const n of notesNewestFirst(ctx.state)) {
        if (n.createdAt < since) break;
        if (n.visibility !== 'public' || n.reactions.length === 0 || (n.renoteId && !n.text)) continue;
        if (!canSeeNote(ctx.state, ctx.me, n) || isHiddenByRelations(ctx.state, ctx.me, n)) continue;
        out.push(n);
      }
      out.sort((a, b) => b.reactions.length - a.reactions.length || (a.id < b.id ? 1 : -1));
      return out.slice(ps.offset, ps.offset + ps.limit).map((n) => packNote(ctx, n, ctx.me));
    },
  }),

  'pinned-users': defineEndpoint({
    handler: (ctx) =>
      PINNED_USERS.map((acct) => {
        const [username, host] = acct.replace(/^@/, '').split('@');
        return findUserByAcct(ctx.state, username ?? '', host ?? null);
      })
        .filter((u): u is UserRecord => u != null && !u.isSuspended)
        .map((u) => packUserDetailed(ctx, u, ctx.me)),
  }),

  users: defineEndpoint<{ limit: number; offset: number; sort?: string; state: string; origin: string; hostname?: string | null }>({
    params: {
      properties: {
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
        offset: { type: 'integer', default: 0 },
        sort: { type: 'string', enum: ['+follower', '-follower', '+createdAt', '-createdAt', '+updatedAt', '-updatedAt'] },
        state: { type: 'string', enum: ['all', 'alive'], default: 'all' },
        origin: { type: 'string', enum: ['combined', 'local', 'remote'], default: 'local' },
        hostname: { type: 'string', nullable: true },
      },
    },
    handler: (ctx, ps) => {
      let users = visibleUsers(ctx.state).filter((u) => u.isExplorable !== false);
      if (ps.origin === 'local') users = users.filter((u) => u.host == null);
      if (ps.origin === 'remote') users = users.filter((u) => u.host != null);
      if (ps.hostname) users = users.filter((u) => u.host === ps.hostname);
      if (ps.state === 'alive') users = users.filter((u) => (u.lastActiveDate ?? u.updatedAt ?? u.createdAt) > ctx.now() - 5 * DAY);
      const active = (u: UserRecord) => u.lastActiveDate ?? u.updatedAt ?? u.createdAt;
      const cmp: Record<string, (a: UserRecord, b: UserRecord) => number> = {
        '+follower': (a, b) => followersCount(ctx.state, b) - followersCount(ctx.state, a),
        '-follower': (a, b) => followersCount(ctx.state, a) - followersCount(ctx.state, b),
        '+createdAt': (a, b) => b.createdAt - a.createdAt,
        '-createdAt': (a, b) => a.createdAt - b.createdAt,
        '+updatedAt': (a, b) => active(b) - active(a),
        '-updatedAt': (a, b) => active(a) - active(b),
      };
      const sorter = ps.sort ? cmp[ps.sort] : undefined;
      users.sort((a, b) => (sorter ? sorter(a, b) : 0) || (a.id < b.id ? -1 : 1));
      return users.slice(ps.offset, ps.offset + ps.limit).map((u) => packUserDetailed(ctx, u, ctx.me));
    },
  }),

  'federation/instances': defineEndpoint<{ host?: string | null; limit: number; offset: number; sort?: string }>({
    params: {
      properties: {
        host: { type: 'string', nullable: true },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
        offset: { type: 'integer', default: 0 },
        sort: { type: 'string' },
        blocked: { type: 'boolean', nullable: true },
        notResponding: { type: 'boolean', nullable: true },
        suspended: { type: 'boolean', nullable: true },
        federating: { type: 'boolean', nullable: true },
        subscribing: { type: 'boolean', nullable: true },
        publishing: { type: 'boolean', nullable: true },
      },
    },
    handler: (ctx, ps) => {
      const hosts = new Set<string>(ctx.state.remoteInstances.keys());
      for (const u of ctx.state.users.values()) if (u.host) hosts.add(u.host);
      let rows = [...hosts].sort().map((host) => {
        const info = ctx.state.remoteInstances.get(host);
        const users = [...ctx.state.users.values()].filter((u) => u.host === host);
        const ids = new Set(users.map((u) => u.id));
        let notesCount = 0;
        for (const n of ctx.state.notes.values()) if (ids.has(n.userId)) notesCount++;
        const firstAt = users.reduce((m, u) => Math.min(m, u.createdAt), ctx.now());
        return {
          id: `inst-${host}`,
          firstRetrievedAt: new Date(firstAt).toISOString(),
          host,
          usersCount: users.length,
          notesCount,
          followingCount: 0,
          followersCount: 0,
          isNotResponding: false,
          isSuspended: false,
          isBlocked: false,
          softwareName: info?.softwareName ?? null,
          softwareVersion: info?.softwareVersion ?? null,
          openRegistrations: null,
          name: info?.name ?? null,
          description: null,
          maintainerName: null,
          maintainerEmail: null,
          iconUrl: `https://${host}/favicon.ico`,
          faviconUrl: `https://${host}/favicon.ico`,
          themeColor: info?.themeColor ?? null,
          infoUpdatedAt: null,
        };
      });
      if (ps.host) rows = rows.filter((r) => r.host.includes(ps.host!.toLowerCase()));
      if (ps.sort === '+users') rows.sort((a, b) => b.usersCount - a.usersCount);
      if (ps.sort === '+notes') rows.sort((a, b) => b.notesCount - a.notesCount);
      return rows.slice(ps.offset, ps.offset + ps.limit);
    },
  }),

  stats: defineEndpoint({
    handler: (ctx) => {
      const users = [...ctx.state.users.values()];
      const local = new Set(users.filter((u) => u.host == null).map((u) => u.id));
      let notesCount = 0;
      let originalNotesCount = 0;
      let reactionsCount = 0;
      for (const n of ctx.state.notes.values()) {
        notesCount++;
        if (local.has(n.userId)) originalNotesCount++;
        reactionsCount += n.reactions.length;
      }
      let driveUsageLocal = 0;
      let driveUsageRemote = 0;
      for (const f of ctx.state.files.values()) {
        if (local.has(f.userId)) driveUsageLocal += f.size;
        else driveUsageRemote += f.size;
      }
      const hosts = new Set(users.map((u) => u.host).filter((h): h is string => h != null));
      for (const h of ctx.state.remoteInstances.keys()) hosts.add(h);
      return { notesCount, originalNotesCount, usersCount: users.length, originalUsersCount: local.size, reactionsCount, instances: hosts.size, driveUsageLocal, driveUsageRemote };
    },
  }),

  /** Notes per day (or hour), newest bucket first, split local/remote like charts/notes. */
  'charts/notes': defineEndpoint<{ span: 'day' | 'hour'; limit: number }>({
    params: { properties: { span: { type: 'string', enum: ['day', 'hour'] }, limit: { type: 'integer', minimum: 1, maximum: 500, default: 30 }, offset: { type: 'integer', nullable: true } }, required: ['span'] },
    handler: (ctx, ps) => {
      const b = dayBuckets(ctx.now(), ps.span, ps.limit);
      const zero = () => new Array<number>(ps.limit).fill(0);
      const part = () => ({ total: zero(), inc: zero(), dec: zero(), diffs: { normal: zero(), reply: zero(), renote: zero(), withFile: zero() } });
      const out = { local: part(), remote: part() };
      for (const n of ctx.state.notes.values()) {
        const i = b.index(n.createdAt);
        if (i < 0 || i >= ps.limit) continue;
        const side = ctx.state.users.get(n.userId)?.host == null ? out.local : out.remote;
        side.inc[i]!++;
        const kind = n.renoteId ? 'renote' : n.replyId ? 'reply' : 'normal';
        side.diffs[kind][i]!++;
        if (n.fileIds.length > 0) side.diffs.withFile[i]!++;
      }
      for (const side of [out.local, out.remote]) {
        let running = 0;
        for (let i = ps.limit - 1; i >= 0; i--) {
          running += side.inc[i]!;
          side.total[i] = running;
        }
      }
      return out;
    },
  }),

  // --- User-defined categories (the spec's server; Misskey 13 has none of these) ---

  /**
   * categories/show, extended: a user-defined category answers with its record; any other id goes
   * to the emoji-category answer of endpoints/emoji-admin.ts (unchanged behaviour).
   */
  'categories/show': defineEndpoint<{ categoryId: string | string[] }>({
    params: { properties: { categoryId: { type: 'any' } }, required: ['categoryId'] },
    handler: (ctx, ps, files) => {
      const base = emojiAdminEndpoints['categories/show']!;
      const own = (id: string) => categoriesOf(ctx.state).find((c) => c.id === id);
      if (!Array.isArray(ps.categoryId)) {
        const c = own(String(ps.categoryId));
        return c ? packCategory(ctx, c) : base.handler(ctx, ps, files);
      }
      const ids = [...new Set(ps.categoryId.map(String))];
      const rest = ids.filter((id) => !own(id));
      const fromBase = rest.length > 0 ? (base.handler(ctx, { categoryId: rest }, files) as Array<{ id: string }>) : [];
      return ids.map((id) => {
        const c = own(id);
        return c ? packCategory(ctx, c) : fromBase.find((b) => b.id === id);
      });
    },
  }),

  'categories/list': defineEndpoint<{ userId?: string }>({
    params: { properties: { userId: { type: 'string', nullable: true } } },
    handler: (ctx, ps) => {
      const userId = ps.userId ?? ctx.me?.id;
      const list = categoriesOf(ctx.state).filter((c) => (userId ? c.userId === userId : true));
      return [...list].sort((a, b) => b.createdAt - a.createdAt).map((c) => packCategory(ctx, c));
    },
  }),

  'categories/get': defineEndpoint<{ categoryId: string }>({
    params: { properties: { categoryId: { type: 'string' } }, required: ['categoryId'] },
    handler: (ctx, ps) => {
      const c = categoriesOf(ctx.state).find((x) => x.id === ps.categoryId);
      if (!c) throw new ApiError(NO_SUCH_CATEGORY);
      return packCategory(ctx, c);
    },
  }),

  'categories/create': defineEndpoint<{ name: string; description?: string | null; contents?: unknown }>({
    requireCredential: true,
    params: { properties: { name: { type: 'string', minLength: 1, maxLength: 128 }, description: { type: 'string', nullable: true }, contents: { type: 'array' } }, required: ['name'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const now = ctx.now();
      const list = categoriesOf(ctx.state);
      const c: CategoryRecord = { id: `cat${now.toString(36)}${list.length.toString(36)}`, userId: me.id, createdAt: now, updatedAt: now, name: ps.name, description: ps.description ?? null, contents: cleanContents(ps.contents) };
      list.push(c);
      return packCategory(ctx, c);
    },
  }),

  'categories/update': defineEndpoint<{ categoryId: string; name?: string; description?: string | null; contents?: unknown }>({
    requireCredential: true,
    params: { properties: { categoryId: { type: 'string' }, name: { type: 'string', minLength: 1, maxLength: 128 }, description: { type: 'string', nullable: true }, contents: { type: 'array' } }, required: ['categoryId'] },
    handler: (ctx, ps) => {
      const c = ownCategory(ctx, ps.categoryId);
      if (ps.name !== undefined) c.name = ps.name;
      if (ps.description !== undefined) c.description = ps.description;
      if (ps.contents !== undefined) c.contents = cleanContents(ps.contents);
      c.updatedAt = ctx.now();
      return packCategory(ctx, c);
    },
  }),

  'categories/delete': defineEndpoint<{ categoryId: string }>({
    requireCredential: true,
    params: { properties: { categoryId: { type: 'string' } }, required: ['categoryId'] },
    handler: (ctx, ps) => {
      const c = ownCategory(ctx, ps.categoryId);
      const list = categoriesOf(ctx.state);
      list.splice(list.indexOf(c), 1);
      return undefined;
    },
  }),
};
