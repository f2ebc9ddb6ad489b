import type { TimelineSource } from './timeline-source';

/** The stream channel that delivers a timeline's new notes; null for kinds without one. */
export function timelineChannel(src: TimelineSource): { channel: string; params: Record<string, unknown> } | null {
  switch (src.kind) {
    case 'home':
      return { channel: 'homeTimeline', params: {} };
    case 'local':
      return { channel: 'localTimeline', params: {} };
    case 'social':
      return { channel: 'hybridTimeline', params: {} };
    case 'global':
      return { channel: 'globalTimeline', params: {} };
    case 'list':
      return { channel: 'userList', params: { listId: src.listId } };
    case 'antenna':
      return { channel: 'antenna', params: { antennaId: src.antennaId } };
    case 'channel':
      return { channel: 'channel', params: { channelId: src.channelId } };
    // Tags have no timeline channel of their own: the hashtag channel's query (q = [[tag]]) serves.
    case 'tag':
      return { channel: 'hashtag', params: { q: [[src.tag]] } };
    default:
      return null;
  }
}
