/** Other servers: `federation/show-instance`, and suspending one (`admin/federation/update-instance`). */
import { absoluteUrl, type CallContext } from '../context';
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { isFollowing, type MockState } from '../state';

/** Per-state extras of this area: suspended instances (a reset starts empty). */
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

export const peopleInstanceEndpoints: Record<string, AnyEndpoint> = {
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
};
