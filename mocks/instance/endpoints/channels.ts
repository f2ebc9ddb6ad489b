/** channels/*. Posting goes through notes/create with channelId. */
import type { CallContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { isHardMuted } from '../hard-mute';
import { packChannel } from '../pack/channel';
import { packNote } from '../pack/note';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { isHiddenByRelations } from '../relations';
import { notesNewestFirst } from '../state';
import type { ChannelRecord } from '../types-social';
import { readChannelNotes } from '../unreads';
import { canSeeNote } from '../visibility';
import { ID, newestFirst } from './social-common';

const ERRORS = {
  createNoSuchFile: { message: 'No such file.', code: 'NO_SUCH_FILE', id: 'cd1e9f3e-5a12-4ab4-96f6-5d0a2cc32050' },
  showNoSuchChannel: { message: 'No such channel.', code: 'NO_SUCH_CHANNEL', id: '6f6c314b-7486-4897-8966-c04a66a02923' },
  updateNoSuchChannel: { message: 'No such channel.', code: 'NO_SUCH_CHANNEL', id: 'f9c5467f-d492-4c3c-9a8d-a70dacc86512' },
  updateAccessDenied: { message: 'You do not have edit privilege of the channel.', code: 'ACCESS_DENIED', id: '1fb7cb09-d46a-4fdf-b8df-057788cce513' },
  updateNoSuchFile: { message: 'No such file.', code: 'NO_SUCH_FILE', id: 'e86c14a4-0da2-4032-8df3-e737a04c7f3b' },
  followNoSuchChannel: { message: 'No such channel.', code: 'NO_SUCH_CHANNEL', id: 'c0031718-d573-4e85-928e-10039f1fbb68' },
  unfollowNoSuchChannel: { message: 'No such channel.', code: 'NO_SUCH_CHANNEL', id: '19959ee9-0153-4c51-bbd9-a98c49dc59d6' },
  timelineNoSuchChannel: { message: 'No such channel.', code: 'NO_SUCH_CHANNEL', id: '4d0eeeba-a02c-4c3c-9966-ef60d38d2e7f' },
};

const NAME = { type: 'string', minLength: 1, maxLength: 128 } as const;
const DESCRIPTION = { type: 'string', nullable: true, minLength: 1, maxLength: 2048 } as const;
const COLOR = { type: 'string', minLength: 1, maxLength: 16 } as const;
const DEFAULT_COLOR = '#86b300';
const SMALL_PAGE = { ...PAGING, limit: { type: 'integer', minimum: 1, maximum: 100, default: 5 } } as const;

function channelOr(ctx: CallContext, channelId: string, notFound: ErrorDef): ChannelRecord {
  const channel = ctx.state.channels.get(channelId);
  if (!channel) throw new ApiError(notFound);
  return channel;
}

/** A banner must be one of the caller's files; null clears it. */
function bannerFor(ctx: CallContext, bannerId: string | null | undefined, notFound: ErrorDef): string | null | undefined {
  if (bannerId == null) return bannerId;
  const file = ctx.state.files.get(bannerId);
  if (!file || file.userId !== requireMe(ctx).id) throw new ApiError(notFound);
  return file.id;
}

interface CreateParams {
  name: string;
  description?: string | null;
  bannerId?: string | null;
  color?: string;
  isSensitive?: boolean | null;
  allowRenoteToExternal?: boolean | null;
}

interface UpdateParams extends Omit<CreateParams, 'name'> {
  channelId: string;
  name?: string;
  isArchived?: boolean | null;
  pinnedNoteIds?: string[];
}

export const channelEndpoints: Record<string, AnyEndpoint> = {
  'channels/create': defineEndpoint<CreateParams>({
    requireCredential: true,
    params: {
      properties: {
        name: NAME, description: DESCRIPTION, bannerId: { ...ID, nullable: true }, color: COLOR,
        isSensitive: { type: 'boolean', nullable: true }, allowRenoteToExternal: { type: 'boolean', nullable: true },
      },
      required: ['name'],
    },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const bannerId = bannerFor(ctx, ps.bannerId, ERRORS.createNoSuchFile) ?? null;
      const at = ctx.now();
      const channel: ChannelRecord = {
        id: ctx.state.socialIds.channel(at), createdAt: at, userId: me.id, name: ps.name, description: ps.description ?? null,
        bannerId, color: ps.color ?? DEFAULT_COLOR, isArchived: false, isSensitive: ps.isSensitive ?? false,
        allowRenoteToExternal: ps.allowRenoteToExternal ?? true, pinnedNoteIds: [], lastNotedAt: null,
      };
      ctx.state.channels.set(channel.id, channel);
      return packChannel(ctx, channel, me);
    },
  }),

  'channels/show': defineEndpoint<{ channelId: string }>({
    params: { properties: { channelId: ID }, required: ['channelId'] },
    handler: (ctx, ps) => packChannel(ctx, channelOr(ctx, ps.channelId, ERRORS.showNoSuchChannel), ctx.me, true),
  }),

  'channels/update': defineEndpoint<UpdateParams>({
    requireCredential: true,
    params: {
      properties: {
        channelId: ID, name: NAME, description: DESCRIPTION, bannerId: { ...ID, nullable: true },
        isArchived: { type: 'boolean', nullable: true }, pinnedNoteIds: { type: 'array', items: ID }, color: COLOR,
        isSensitive: { type: 'boolean', nullable: true }, allowRenoteToExternal: { type: 'boolean', nullable: true },
      },
      required: ['channelId'],
    },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const channel = channelOr(ctx, ps.channelId, ERRORS.updateNoSuchChannel);
      if (channel.userId !== me.id && !me.isAdmin && !me.isModerator) throw new ApiError(ERRORS.updateAccessDenied);
      const bannerId = bannerFor(ctx, ps.bannerId, ERRORS.updateNoSuchFile);
      if (ps.name !== undefined) channel.name = ps.name;
      if (ps.description !== undefined) channel.description = ps.description;
      if (bannerId !== undefined) channel.bannerId = bannerId;
      if (ps.isArchived != null) channel.isArchived = ps.isArchived;
      if (ps.pinnedNoteIds !== undefined) channel.pinnedNoteIds = ps.pinnedNoteIds.filter((id) => ctx.state.notes.get(id)?.channelId === channel.id);
      if (ps.color !== undefined) channel.color = ps.color;
      if (ps.isSensitive != null) channel.isSensitive = ps.isSensitive;
      if (ps.allowRenoteToExternal != null) channel.allowRenoteToExternal = ps.allowRenoteToExternal;
      return packChannel(ctx, channel, me);
    },
  }),

  'channels/follow': defineEndpoint<{ channelId: string }>({
    requireCredential: true,
    params: { properties: { channelId: ID }, required: ['channelId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const channel = channelOr(ctx, ps.channelId, ERRORS.followNoSuchChannel);
      if (!ctx.state.channelFollows.some((f) => f.userId === me.id && f.channelId === channel.id)) {
        const at = ctx.now();
        ctx.state.channelFollows.push({ id: ctx.state.socialIds.channelFollow(at), createdAt: at, userId: me.id, channelId: channel.id, unreadNoteIds: [] });
      }
      return undefined;
    },
  }),

  'channels/unfollow': defineEndpoint<{ channelId: string }>({
    requireCredential: true,
    params: { properties: { channelId: ID }, required: ['channelId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const channel = channelOr(ctx, ps.channelId, ERRORS.unfollowNoSuchChannel);
      readChannelNotes(ctx, me.id, channel.id);
      ctx.state.channelFollows = ctx.state.channelFollows.filter((f) => !(f.userId === me.id && f.channelId === channel.id));
      return undefined;
    },
  }),

  'channels/followed': defineEndpoint<PagingParams>({
    requireCredential: true,
    params: { properties: SMALL_PAGE },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const mine = ctx.state.channelFollows.filter((f) => f.userId === me.id);
      return paginate(newestFirst(mine), ps).flatMap((f) => {
        const channel = ctx.state.channels.get(f.channelId);
        return channel ? [packChannel(ctx, channel, me)] : [];
      });
    },
  }),

  'channels/owned': defineEndpoint<PagingParams>({
    requireCredential: true,
    params: { properties: SMALL_PAGE },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const mine = [...ctx.state.channels.values()].filter((c) => c.userId === me.id);
      return paginate(newestFirst(mine), ps).map((c) => packChannel(ctx, c, me));
    },
  }),

  // The ten most recently active channels, like the real server.
  'channels/featured': defineEndpoint({
    handler: (ctx) =>
      [...ctx.state.channels.values()]
        .filter((c) => !c.isArchived && c.lastNotedAt != null)
        .sort((a, b) => (b.lastNotedAt ?? 0) - (a.lastNotedAt ?? 0))
        .slice(0, 10)
        .map((c) => packChannel(ctx, c, ctx.me)),
  }),

  'channels/search': defineEndpoint<PagingParams & { query: string; type: 'nameAndDescription' | 'nameOnly' }>({
    params: {
      properties: { query: { type: 'string' }, type: { type: 'string', enum: ['nameAndDescription', 'nameOnly'], default: 'nameAndDescription' }, ...SMALL_PAGE },
      required: ['query'],
    },
    handler: (ctx, ps) => {
      const q = ps.query.toLowerCase();
      const hit = (c: ChannelRecord) =>
        !c.isArchived &&
        (q === '' || c.name.toLowerCase().includes(q) || (ps.type === 'nameAndDescription' && (c.description ?? '').toLowerCase().includes(q)));
      return paginate(newestFirst(ctx.state.channels.values()), ps, hit).map((c) => packChannel(ctx, c, ctx.me));
    },
  }),

  'channels/timeline': defineEndpoint<PagingParams & { channelId: string }>({
    params: { properties: { channelId: ID, ...PAGING }, required: ['channelId'] },
    handler: (ctx, ps) => {
      const channel = channelOr(ctx, ps.channelId, ERRORS.timelineNoSuchChannel);
      const accept = (n: Parameters<typeof canSeeNote>[2]) =>
        n.channelId === channel.id && canSeeNote(ctx.state, ctx.me, n) && !isHiddenByRelations(ctx.state, ctx.me, n) && !isHardMuted(ctx.state, ctx.me, n, 'timeline');
      const page = paginate(notesNewestFirst(ctx.state), ps, accept);
      if (ctx.me) readChannelNotes(ctx, ctx.me.id, channel.id, page.map((n) => n.id));
      return page.map((n) => packNote(ctx, n, ctx.me, { detail: true }));
    },
  }),
};
