/** Endpoints of the "rooms" area: channel favorites (Misskey 13.14's channels/favorite, unfavorite, my-favorites). */
import { favoriteChannelIds, setChannelFavorite } from '../channel-favorites';
import type { CallContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { packChannel } from '../pack/channel';
import type { ChannelRecord } from '../types-social';
import { ID } from './social-common';

const ERRORS = {
  favoriteNoSuchChannel: { message: 'No such channel.', code: 'NO_SUCH_CHANNEL', id: '4938f5f3-6167-4c04-9149-6607b7542861' },
  unfavoriteNoSuchChannel: { message: 'No such channel.', code: 'NO_SUCH_CHANNEL', id: '353c68dd-131a-476c-aa99-88a345e83668' },
} satisfies Record<string, ErrorDef>;

function channelOr(ctx: CallContext, id: string, error: ErrorDef): ChannelRecord {
  const channel = ctx.state.channels.get(id);
  if (!channel) throw new ApiError(error);
  return channel;
}

export const roomsEndpoints: Record<string, AnyEndpoint> = {
  'channels/favorite': defineEndpoint<{ channelId: string }>({
    requireCredential: true,
    params: { properties: { channelId: ID }, required: ['channelId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      setChannelFavorite(ctx.state, me.id, channelOr(ctx, ps.channelId, ERRORS.favoriteNoSuchChannel).id, true);
      return undefined;
    },
  }),

  'channels/unfavorite': defineEndpoint<{ channelId: string }>({
    requireCredential: true,
    params: { properties: { channelId: ID }, required: ['channelId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      setChannelFavorite(ctx.state, me.id, channelOr(ctx, ps.channelId, ERRORS.unfavoriteNoSuchChannel).id, false);
      return undefined;
    },
  }),

  'channels/my-favorites': defineEndpoint({
    requireCredential: true,
    handler: (ctx) => {
      const me = requireMe(ctx);
      return favoriteChannelIds(ctx.state, me.id).flatMap((id) => {
        const channel = ctx.state.channels.get(id);
        return channel ? [packChannel(ctx, channel, me)] : [];
      });
    },
  }),
};
