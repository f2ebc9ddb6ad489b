import type { MockState } from '../state';

/** The short channel object a note carries. */
export function packNoteChannel(state: MockState, channelId: string): Record<string, unknown> | undefined {
  const channel = state.channels.get(channelId);
  if (!channel) return undefined;
  return { id: channel.id, name: channel.name, color: channel.color, isSensitive: channel.isSensitive, allowRenoteToExternal: channel.allowRenoteToExternal };
}
