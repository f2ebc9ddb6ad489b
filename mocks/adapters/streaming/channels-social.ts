/** Streaming channels userList, antenna and channel. Delivery rules live in instance/social-streams.ts. */
import type { ChannelDef } from './channels';
import {
  canWatchAntenna,
  canWatchUserList,
  channelStreamAccepts,
  contextOf,
  publishTyping,
  socialStreamKey,
  userListStreamAccepts,
} from '../../instance/social-streams';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export const SOCIAL_CHANNELS: Record<string, ChannelDef> = {
  /** params { listId }: `note` for new notes by the list's members. */
  userList: {
    requiresUser: true,
    create(env, params) {
      const listId = str(params.listId);
      return {
        onEvent(event) {
          const viewer = env.viewer();
          if (event.kind !== 'note' || !viewer) return;
          const state = env.instance.state;
          if (!canWatchUserList(state, viewer, listId) || !userListStreamAccepts(state, viewer, listId, event.note)) return;
          env.send('note', env.instance.packNote(event.note, viewer));
        },
      };
    },
  },

  /** params { antennaId }: `note` for new notes the antenna catches. */
  antenna: {
    requiresUser: true,
    create(env, params) {
      const antennaId = str(params.antennaId);
      const stream = socialStreamKey.antenna(antennaId);
      return {
        onEvent(event) {
          const viewer = env.viewer();
          if (event.kind !== 'stream' || event.stream !== stream || !viewer) return;
          if (canWatchAntenna(env.instance.state, viewer, antennaId)) env.send(event.type, event.body);
        },
      };
    },
  },

  /** params { channelId }: `note` for new channel notes, `typing` (a UserLite) when someone else types. */
  channel: {
    requiresUser: false,
    create(env, params) {
      const channelId = str(params.channelId);
      const stream = socialStreamKey.channel(channelId);
      return {
        onEvent(event) {
          const viewer = env.viewer();
          if (event.kind === 'note') {
            if (channelStreamAccepts(env.instance.state, viewer, channelId, event.note)) env.send('note', env.instance.packNote(event.note, viewer));
          } else if (event.kind === 'stream' && event.stream === stream) {
            const typer = (event.body as { id?: unknown } | null)?.id;
            if (event.type !== 'typing' || typer !== viewer?.id) env.send(event.type, event.body);
          }
        },
        onMessage(type) {
          const viewer = env.viewer();
          if (type === 'typing' && viewer) publishTyping(contextOf(env.instance), channelId, viewer);
        },
      };
    },
  },
};
