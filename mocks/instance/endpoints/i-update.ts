/** i/update (profile basics) and i/regenerate-token, with their main-channel events. */
import { publishMain } from '../actions/streams';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, COMMON_ERRORS, type ErrorDef } from '../errors';
import { packMe } from '../pack/me';
import type { UserRecord } from '../types';
import { privateReactionUsers } from '../profile-privacy';

const ERRORS = {
  noSuchAvatar: { message: 'No such avatar file.', code: 'NO_SUCH_AVATAR', id: '539f3a45-f215-4f81-a9a8-31293640207f' },
  noSuchBanner: { message: 'No such banner file.', code: 'NO_SUCH_BANNER', id: '0d8f5629-f210-41c2-9433-735831a58595' },
  avatarNotAnImage: { message: 'The file specified as an avatar is not an image.', code: 'AVATAR_NOT_AN_IMAGE', id: 'f419f9f8-2f4d-46b1-9fb4-49d3a2fd7191' },
  bannerNotAnImage: { message: 'The file specified as a banner is not an image.', code: 'BANNER_NOT_AN_IMAGE', id: '75aedb19-2afd-4e6d-87fc-67941256fa60' },
} satisfies Record<string, ErrorDef>;

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

interface UpdateParams {
  name?: string | null;
  description?: string | null;
  location?: string | null;
  birthday?: string | null;
  lang?: string | null;
  avatarId?: string | null;
  bannerId?: string | null;
  fields?: Array<{ name: string; value: string }>;
  isLocked?: boolean;
  isExplorable?: boolean;
  hideOnlineStatus?: boolean;
  isBot?: boolean;
  isCat?: boolean;
  publicReactions?: boolean;
}

function imageFile(user: UserRecord, files: Map<string, { userId: string; type: string; id: string }>, id: string, missing: ErrorDef, notImage: ErrorDef): string {
  const file = files.get(id);
  if (!file || file.userId !== user.id) throw new ApiError(missing);
  if (!file.type.startsWith('image/')) throw new ApiError(notImage);
  return file.id;
}

export const iUpdateEndpoints: Record<string, AnyEndpoint> = {
  'i/update': defineEndpoint<UpdateParams>({
    requireCredential: true,
    params: {
      properties: {
        name: { type: 'string', nullable: true, maxLength: 50 },
        description: { type: 'string', nullable: true, maxLength: 1500 },
        location: { type: 'string', nullable: true, maxLength: 50 },
        birthday: { type: 'string', nullable: true, pattern: /^\d{4}-\d{2}-\d{2}$/ },
        lang: { type: 'string', nullable: true },
        avatarId: { type: 'string', format: 'misskey:id', nullable: true },
        bannerId: { type: 'string', format: 'misskey:id', nullable: true },
        fields: {
          type: 'array',
          maxItems: 16,
          items: { type: 'object', properties: { name: { type: 'string' }, value: { type: 'string' } }, required: ['name', 'value'] },
        },
        isLocked: { type: 'boolean' },
        isExplorable: { type: 'boolean' },
        hideOnlineStatus: { type: 'boolean' },
        isBot: { type: 'boolean' },
        isCat: { type: 'boolean' },
        publicReactions: { type: 'boolean' },
      },
    },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      if (ps.avatarId !== undefined) {
        me.avatarFileId = ps.avatarId === null ? null : imageFile(me, ctx.state.files, ps.avatarId, ERRORS.noSuchAvatar, ERRORS.avatarNotAnImage);
      }
      if (ps.bannerId !== undefined) {
        me.bannerFileId = ps.bannerId === null ? null : imageFile(me, ctx.state.files, ps.bannerId, ERRORS.noSuchBanner, ERRORS.bannerNotAnImage);
      }
      if (ps.name !== undefined) me.name = ps.name?.trim() ? ps.name : null;
      if (ps.description !== undefined) me.description = ps.description;
      if (ps.location !== undefined) me.location = ps.location;
      if (ps.birthday !== undefined) me.birthday = ps.birthday;
      if (ps.lang !== undefined) me.lang = ps.lang;
      if (ps.fields !== undefined) me.fields = ps.fields.filter((f) => f.name !== '' && f.value !== '').map((f) => ({ name: f.name, value: f.value }));
      for (const key of ['isLocked', 'isExplorable', 'hideOnlineStatus', 'isBot', 'isCat'] as const) {
        const value = ps[key];
        if (value !== undefined) me[key] = value;
      }
      if (ps.publicReactions !== undefined) {
        if (ps.publicReactions) privateReactionUsers(ctx.state).delete(me.id);
        else privateReactionUsers(ctx.state).add(me.id);
      }
      me.updatedAt = ctx.now();
      const packed = packMe(ctx, me);
      publishMain(ctx, me.id, 'meUpdated', packed);
      return packed;
    },
  }),

  /** Marks unread mentions and specified notes read (their notifications), with both main events. */
  'i/read-all-unread-notes': defineEndpoint({
    requireCredential: true,
    handler: (ctx) => {
      const me = requireMe(ctx);
      for (const n of ctx.state.notifications) {
        if (n.notifieeId === me.id && !n.isRead && (n.type === 'mention' || n.type === 'reply')) n.isRead = true;
      }
      publishMain(ctx, me.id, 'readAllUnreadMentions');
      publishMain(ctx, me.id, 'readAllUnreadSpecifiedNotes');
      return undefined;
    },
  }),

  'i/regenerate-token': defineEndpoint<{ password: string }>({
    requireCredential: true,
    params: { properties: { password: { type: 'string' } }, required: ['password'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      // 13.14 throws a plain Error here, which reaches the client as INTERNAL_ERROR with the message in info.
      if (ps.password !== me.password) {
        throw new ApiError(COMMON_ERRORS.internal, { e: { message: 'incorrect password', code: 'Error', id: COMMON_ERRORS.internal.id } });
      }
      let token = '';
      let seed = (ctx.now() ^ me.id.length) >>> 0;
      for (let i = 0; i < 16; i++) {
        seed = (Math.imul(seed ^ (seed >>> 13), 0x5bd1e995) + i + Math.floor(Math.random() * 0xffff)) >>> 0;
        token += ALNUM[seed % ALNUM.length];
      }
      me.token = token;
      publishMain(ctx, me.id, 'myTokenRegenerated');
      return undefined;
    },
  }),
};
