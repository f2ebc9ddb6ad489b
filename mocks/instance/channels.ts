/** Channel lookups shared by the channel endpoints, notes/create and the control API. */
import type { MockState } from './state';
import type { NoteRecord } from './types';
import type { ChannelRecord } from './types-social';

/** Seeded channel descriptions carry these (the post form reacts to them; see mocks/README.md). */
export const CHANNEL_LOCAL_ONLY_MARKER = '[localOnly]';
export const CHANNEL_REQUIRE_FILENAME_MARKER = '[requireFileName]';

/**
 * The channel a new note goes to: the one asked for (must exist and not be archived), else the reply
 * target's channel, like the real server. `false` = the asked-for channel does not exist.
 */
export function resolvePostChannel(state: MockState, channelId: string | null | undefined, reply?: NoteRecord): string | null | false {
  if (channelId != null) {
    const channel = state.channels.get(channelId);
    return channel && !channel.isArchived ? channel.id : false;
  }
  const inherited = reply?.channelId != null ? state.channels.get(reply.channelId) : undefined;
  return inherited ? inherited.id : null;
}

export function isFollowingChannel(state: MockState, userId: string, channelId: string): boolean {
  return state.channelFollows.some((f) => f.userId === userId && f.channelId === channelId);
}

export function findChannelByName(state: MockState, name: string): ChannelRecord | undefined {
  for (const c of state.channels.values()) if (c.name.toLowerCase() === name.toLowerCase()) return c;
  return undefined;
}
