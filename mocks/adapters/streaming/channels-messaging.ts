/** Streaming channels `drive`, `messaging` (params otherparty or group) and `messagingIndex`. */
import type { MockInstance, UserRecord } from '../../instance';
import { streamKey } from '../../instance/actions/streams';
import type { InstanceContext } from '../../instance/context';
import { packUserLite } from '../../instance/pack/user';
import type { Channel, ChannelDef, ChannelEnv } from './channels';

/** Typers disappear this long after their last `typing`. */
const TYPING_TTL_MS = 5000;

function contextOf(instance: MockInstance): InstanceContext {
  return { state: instance.state, now: () => instance.now(), origin: instance.origin, events: instance.events };
}

/** A channel that forwards one named stream of the connection's user. */
function userStream(key: (userId: string) => string): ChannelDef {
  return {
    requiresUser: true,
    create(env) {
      return {
        onEvent(event) {
          const viewer = env.viewer();
          if (viewer && event.kind === 'stream' && event.stream === key(viewer.id)) env.send(event.type, event.body);
        },
      };
    },
  };
}

function messagingChannel(env: ChannelEnv, params: Record<string, unknown>): Channel {
  const me = env.viewer() as UserRecord;
  const otherparty = typeof params.otherparty === 'string' ? params.otherparty : null;
  const groupId = otherparty == null && typeof params.group === 'string' ? params.group : null;
  const group = groupId != null ? env.instance.state.groups.get(groupId) : undefined;
  // As the real server: a group the user is not in gives a channel that never speaks.
  const key = otherparty != null ? streamKey.messaging(me.id, otherparty) : group?.userIds.includes(me.id) ? streamKey.messagingGroup(group.id) : null;
  const typers = new Map<string, number>();

  const emitTypers = () => {
    const ctx = contextOf(env.instance);
    const users = [...typers.keys()].map((id) => env.instance.state.users.get(id)).filter((u): u is UserRecord => u != null);
    env.send('typers', users.map((u) => packUserLite(ctx, u)));
  };
  const timer = setInterval(() => {
    const now = Date.now();
    let changed = false;
    for (const [id, at] of typers) {
      if (now - at > TYPING_TTL_MS) {
        typers.delete(id);
        changed = true;
      }
    }
    if (changed) emitTypers();
  }, 1000);
  (timer as { unref?: () => void }).unref?.();

  return {
    onEvent(event) {
      if (key == null || event.kind !== 'stream' || event.stream !== key) return;
      if (event.type === 'typing') {
        const userId = typeof event.body === 'string' ? event.body : null;
        if (userId == null || userId === me.id) return;
        const fresh = !typers.has(userId);
        typers.set(userId, Date.now());
        if (fresh) emitTypers();
        return;
      }
      env.send(event.type, event.body);
    },
    onMessage(type, body) {
      if (key == null) return;
      const viewer = env.viewer();
      if (!viewer) return;
      if (type === 'read') {
        const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
        if (typeof id === 'string' && viewer.token) {
          void env.instance.handle({ endpoint: 'messaging/messages/read', params: { messageId: id }, token: viewer.token });
        }
      } else if (type === 'typing') {
        const stream = otherparty != null ? streamKey.messaging(otherparty, viewer.id) : streamKey.messagingGroup(group?.id ?? '');
        env.instance.events.emit({ kind: 'stream', stream, type: 'typing', body: viewer.id });
      }
    },
    dispose() {
      clearInterval(timer);
    },
  };
}

export const MESSAGING_CHANNELS: Record<string, ChannelDef> = {
  drive: userStream(streamKey.drive),
  messagingIndex: userStream(streamKey.messagingIndex),
  messaging: { requiresUser: true, create: messagingChannel },
};
