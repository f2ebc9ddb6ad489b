/** Users as moderators see them: `admin/show-users`, moderation notes, moderator flags, roles (none here). */
import type { CallContext } from '../context';
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { packMe } from '../pack/me';
import { packUserDetailed } from '../pack/user';
import type { UserRecord } from '../types';
import { ORIGIN, userById } from './admin-common';
import { ID } from './social-common';

/** One user as admin/show-users lists them (MeDetailed plus the moderation flags). */
function packAdminUser(ctx: CallContext, u: UserRecord): Record<string, unknown> {
  // The account's own fields, plus how the moderator relates to the user (as the real list carries).
  const relation = packUserDetailed(ctx, u, ctx.me);
  return { ...relation, ...packMe(ctx, u), ...pickRelation(relation), isSilenced: u.isSilenced, isSuspended: u.isSuspended };
}

const RELATION_KEYS = ['isFollowing', 'isFollowed', 'hasPendingFollowRequestFromYou', 'hasPendingFollowRequestToYou', 'isBlocking', 'isBlocked', 'isMuted', 'isRenoteMuted'];
const pickRelation = (packed: Record<string, unknown>) => Object.fromEntries(RELATION_KEYS.filter((k) => k in packed).map((k) => [k, packed[k]]));

/** Moderation notes per user id (admin/update-user-note). */
const adminNotes = new Map<string, string>();

export const adminUserEndpoints: Record<string, AnyEndpoint> = {
  'admin/show-users': defineEndpoint<{ limit: number; offset: number; sort?: string; state: string; origin: string; username?: string | null; hostname?: string | null }>({
    requireModerator: true,
    params: {
      properties: {
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
        offset: { type: 'integer', default: 0 },
        sort: { type: 'string', enum: ['+follower', '-follower', '+createdAt', '-createdAt', '+updatedAt', '-updatedAt', '+lastActiveDate', '-lastActiveDate'] },
        state: { type: 'string', enum: ['all', 'alive', 'available', 'admin', 'moderator', 'adminOrModerator', 'silenced', 'suspended'], default: 'all' },
        origin: ORIGIN,
        username: { type: 'string', nullable: true },
        hostname: { type: 'string', nullable: true },
      },
    },
    handler: (ctx, ps) => {
      const stateOk = (u: UserRecord) => {
        switch (ps.state) {
          case 'available': return !u.isSuspended;
          case 'alive': return (u.lastActiveDate ?? 0) > ctx.now() - 5 * 86_400_000;
          case 'admin': return u.isAdmin;
          case 'moderator': return u.isModerator && !u.isAdmin;
          case 'adminOrModerator': return u.isAdmin || u.isModerator;
          case 'silenced': return u.isSilenced;
          case 'suspended': return u.isSuspended;
          default: return true;
        }
      };
      let users = [...ctx.state.users.values()].filter(
        (u) =>
          stateOk(u) &&
          (ps.origin === 'combined' || (ps.origin === 'local') === (u.host == null)) &&
          (!ps.username || u.username.toLowerCase().startsWith(ps.username.toLowerCase())) &&
          (!ps.hostname || (u.host ?? '').toLowerCase().includes(ps.hostname.toLowerCase())),
      );
      const sort = ps.sort ?? '-createdAt';
      const dir = sort.startsWith('+') ? -1 : 1; // '+' = descending in Misskey's admin API
      const field = sort.slice(1);
      const value = (u: UserRecord): number =>
        field === 'follower' ? [...ctx.state.follows.keys()].filter((k) => k.endsWith(`:${u.id}`)).length
        : field === 'updatedAt' ? u.updatedAt ?? 0
        : field === 'lastActiveDate' ? u.lastActiveDate ?? 0
        : u.createdAt;
      users = users.sort((a, b) => dir * (value(a) - value(b)) || a.id.localeCompare(b.id));
      return users.slice(ps.offset, ps.offset + ps.limit).map((u) => packAdminUser(ctx, u));
    },
  }),

  'admin/update-user-note': defineEndpoint<{ userId: string; text: string }>({
    requireModerator: true,
    params: { properties: { userId: ID, text: { type: 'string' } }, required: ['userId', 'text'] },
    handler: (ctx, ps) => {
      userById(ctx, ps.userId);
      adminNotes.set(ps.userId, ps.text);
      return undefined;
    },
  }),

  'admin/moderators/add': defineEndpoint<{ userId: string }>({
    requireAdmin: true,
    params: { properties: { userId: ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      userById(ctx, ps.userId).isModerator = true;
      return undefined;
    },
  }),
  'admin/moderators/remove': defineEndpoint<{ userId: string }>({
    requireAdmin: true,
    params: { properties: { userId: ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      userById(ctx, ps.userId).isModerator = false;
      return undefined;
    },
  }),
  'admin/roles/list': defineEndpoint({ requireModerator: true, handler: () => [] }),
};
