/** A user as moderators handle it: `admin/show-user`, suspend and silence, password reset, deleting their files. */
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import type { UserRecord } from '../types';
import { NO_SUCH_USER } from './people-common';
import { ID } from './social-common';

const ERR = {
  noSuchUser: NO_SUCH_USER,
  cannotSuspendModerator: { message: 'Cannot suspend a moderator.', code: 'CANNOT_SUSPEND_MODERATOR', id: 'mock-cannot-suspend-moderator' },
} satisfies Record<string, ErrorDef>;

function isStaff(u: UserRecord | null): boolean {
  return !!u && (u.isAdmin || u.isModerator);
}

export const peopleModerationEndpoints: Record<string, AnyEndpoint> = {
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
