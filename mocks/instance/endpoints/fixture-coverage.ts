/**
 * Endpoints a recorded fixture covers that no area file had by 07:45 (see issue 12): the online-users
 * count and the federation stats. Shapes as recorded in tests/fixtures/misskey-13.14.2 (get-online-users-count.json,
 * federation-stats.json).
 */
import type { CallContext } from '../context';
import { defineEndpoint, type AnyEndpoint } from '../endpoint';

/** 13.14's USER_ONLINE_THRESHOLD. */
const ONLINE_MS = 10 * 60_000;

interface HostStats {
  host: string;
  /** Local users following someone there (we subscribe to it). */
  followersCount: number;
  /** Users there following someone here (it subscribes to us). */
  followingCount: number;
}

function hostStats(ctx: CallContext): HostStats[] {
  const stats = new Map<string, HostStats>();
  const of = (host: string) => {
    let s = stats.get(host);
    if (!s) stats.set(host, (s = { host, followersCount: 0, followingCount: 0 }));
    return s;
  };
  for (const info of ctx.state.remoteInstances.values()) of(info.host);
  for (const edge of ctx.state.follows.keys()) {
    const [followerId, followeeId] = edge.split('>') as [string, string];
    const follower = ctx.state.users.get(followerId);
    const followee = ctx.state.users.get(followeeId);
    if (!follower || !followee) continue;
    if (follower.host == null && followee.host != null) of(followee.host).followersCount++;
    if (follower.host != null && followee.host == null) of(follower.host).followingCount++;
  }
  return [...stats.values()];
}

function packInstance(ctx: CallContext, s: HostStats): Record<string, unknown> {
  const info = ctx.state.remoteInstances.get(s.host);
  const users = [...ctx.state.users.values()].filter((u) => u.host === s.host);
  const ids = new Set(users.map((u) => u.id));
  let notesCount = 0;
  for (const n of ctx.state.notes.values()) if (ids.has(n.userId)) notesCount++;
  return {
    id: `inst-${s.host}`,
    firstRetrievedAt: new Date(users.reduce((m, u) => Math.min(m, u.createdAt), ctx.now())).toISOString(),
    host: s.host,
    usersCount: users.length,
    notesCount,
    followingCount: s.followingCount,
    followersCount: s.followersCount,
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
    iconUrl: `https://${s.host}/favicon.ico`,
    faviconUrl: `https://${s.host}/favicon.ico`,
    themeColor: info?.themeColor ?? null,
    infoUpdatedAt: null,
  };
}

export const fixtureCoverageEndpoints: Record<string, AnyEndpoint> = {
  /** Local users active in the last 10 minutes (no credential needed). */
  'get-online-users-count': defineEndpoint({
    handler: (ctx) => {
      const since = ctx.now() - ONLINE_MS;
      let count = 0;
      for (const u of ctx.state.users.values()) if (u.host == null && u.lastActiveDate != null && u.lastActiveDate >= since) count++;
      return { count };
    },
  }),

  /** The servers we follow most (sub) and that follow us most (pub), and the rest as counts. */
  'federation/stats': defineEndpoint<{ limit: number }>({
    params: { properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 } } },
    handler: (ctx, ps) => {
      const all = hostStats(ctx);
      const sub = all.filter((s) => s.followersCount > 0).sort((a, b) => b.followersCount - a.followersCount);
      const pub = all.filter((s) => s.followingCount > 0).sort((a, b) => b.followingCount - a.followingCount);
      const rest = (list: HostStats[], key: 'followersCount' | 'followingCount') => list.slice(ps.limit).reduce((n, s) => n + s[key], 0);
      return {
        topSubInstances: sub.slice(0, ps.limit).map((s) => packInstance(ctx, s)),
        otherFollowersCount: rest(sub, 'followersCount'),
        topPubInstances: pub.slice(0, ps.limit).map((s) => packInstance(ctx, s)),
        otherFollowingCount: rest(pub, 'followingCount'),
      };
    },
  }),
};
