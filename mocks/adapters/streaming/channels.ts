/** Streaming channels (main and the four timelines). Visibility comes from the instance's shared rules. */
import type { MockEvent, MockInstance, TimelineKind, UserRecord } from '../../instance';
import { isMainEventMuted } from '../../instance/relations';
import { MESSAGING_CHANNELS } from './channels-messaging';
import { SOCIAL_CHANNELS } from './channels-social';
import { STATS_CHANNELS } from './channels-stats';

export interface ChannelEnv {
  instance: MockInstance;
  /** The connection's user, looked up fresh (state may have been reset); null = visitor. */
  viewer(): UserRecord | null;
  /** Sends a `channel` frame from this channel. */
  send(type: string, body: unknown): void;
}

export interface Channel {
  onEvent(event: MockEvent): void;
  onMessage?(type: string, body: unknown): void;
  /** Called when the channel is disconnected or its socket closes. */
  dispose?(): void;
}

export interface ChannelDef {
  requiresUser: boolean;
  create(env: ChannelEnv, params: Record<string, unknown>): Channel;
}

function timeline(kind: TimelineKind, requiresUser: boolean): ChannelDef {
  return {
    requiresUser,
    create(env, params) {
      const withFiles = params.withFiles === true;
      return {
        onEvent(event) {
          if (event.kind !== 'note') return;
          const viewer = env.viewer();
          if (requiresUser && !viewer) return;
          if (!requiresUser && !viewer && !env.instance.state.meta.enableGuestTimeline) return;
          if (withFiles && event.note.fileIds.length === 0) return;
          if (!env.instance.timelineAccepts(kind, viewer, event.note)) return;
          env.send('note', env.instance.packNote(event.note, viewer));
        },
      };
    },
  };
}

export const CHANNELS: Record<string, ChannelDef> = {
  main: {
    requiresUser: true,
    create(env) {
      return {
        onEvent(event) {
          const viewer = env.viewer();
          if (event.kind !== 'main' || viewer == null || event.userId !== viewer.id) return;
          if (isMainEventMuted(env.instance.state, viewer, event.type, event.body)) return;
          // Bodiless events (readAllNotifications …) carry `body: null` on the real server.
          env.send(event.type, event.body === undefined ? null : event.body);
        },
      };
    },
  },
  homeTimeline: timeline('home', true),
  hybridTimeline: timeline('hybrid', true),
  localTimeline: timeline('local', false),
  globalTimeline: timeline('global', false),
  /** params { q: string[][] } (any group whose tags all appear): `note` for new notes the viewer may see. */
  hashtag: {
    requiresUser: false,
    create(env, params) {
      const q = Array.isArray(params.q)
        ? params.q.filter(Array.isArray).map((group) => (group as unknown[]).filter((t): t is string => typeof t === 'string').map((t) => t.toLowerCase()))
        : [];
      return {
        onEvent(event) {
          if (event.kind !== 'note') return;
          const tags = event.note.tags.map((t) => t.toLowerCase());
          if (!q.some((group) => group.length > 0 && group.every((t) => tags.includes(t)))) return;
          const viewer = env.viewer();
          if (!env.instance.canSeeNote(viewer, event.note)) return;
          env.send('note', env.instance.packNote(event.note, viewer));
        },
      };
    },
  },
  ...SOCIAL_CHANNELS,
  ...MESSAGING_CHANNELS,
  ...STATS_CHANNELS,
};
