export type BasicTimeline = 'home' | 'local' | 'social' | 'global';

/** Every kind of timeline the app shows with the one Timeline component. */
export type TimelineSource =
  | { kind: BasicTimeline }
  | { kind: 'featured' }
  | { kind: 'media' }
  | { kind: 'list'; listId: string }
  | { kind: 'antenna'; antennaId: string }
  | { kind: 'channel'; channelId: string }
  | { kind: 'user'; userId: string; withReplies?: boolean; withFiles?: boolean }
  | { kind: 'tag'; tag: string };

/** The endpoint and fixed params of each kind. */
export function timelineEndpoint(src: TimelineSource): { endpoint: string; params: Record<string, unknown> } {
  switch (src.kind) {
    case 'home':
      return { endpoint: 'notes/timeline', params: {} };
    case 'local':
      return { endpoint: 'notes/local-timeline', params: {} };
    case 'social':
      return { endpoint: 'notes/hybrid-timeline', params: {} };
    case 'global':
      return { endpoint: 'notes/global-timeline', params: {} };
    case 'featured':
      return { endpoint: 'notes/featured', params: {} };
    case 'media':
      return { endpoint: 'notes/local-timeline', params: { withFiles: true } };
    case 'list':
      return { endpoint: 'notes/user-list-timeline', params: { listId: src.listId } };
    case 'antenna':
      return { endpoint: 'antennas/notes', params: { antennaId: src.antennaId } };
    case 'channel':
      return { endpoint: 'channels/timeline', params: { channelId: src.channelId } };
    case 'user':
      return { endpoint: 'users/notes', params: { userId: src.userId, includeReplies: src.withReplies ?? false, withFiles: src.withFiles ?? false } };
    case 'tag':
      return { endpoint: 'notes/search-by-tag', params: { tag: src.tag } };
  }
}

/** Notes in the first page of every timeline (small: it is what the first paint waits for). */
export const TIMELINE_PAGE_SIZE = 20;

/**
 * Notes in each older page (the most Misskey's timeline endpoints return at once). A page that
 * arrives re-renders the timeline, and at 4× CPU that render drops a frame: scrolling fast through
 * pages of 20 fetched one every 0.4 s, and a quarter to a third of the frames were dropped; with
 * pages of 100, a fifth (interleaved runs, 1,500 notes). Bigger pages also keep a reader who
 * scrolls fast further ahead of the end of what has arrived.
 */
export const TIMELINE_OLDER_PAGE_SIZE = 100;

/** The request for one page of a timeline: its first (`untilId` null) or the one older than `untilId`. */
export function timelinePageRequest(src: TimelineSource, untilId: string | null): { endpoint: string; params: Record<string, unknown> } {
  const { endpoint, params } = timelineEndpoint(src);
  return { endpoint, params: { ...params, ...(untilId ? { limit: TIMELINE_OLDER_PAGE_SIZE, untilId } : { limit: TIMELINE_PAGE_SIZE }) } };
}

/** A stable string for keys and caches. */
export function timelineId(src: TimelineSource): string {
  return JSON.stringify(src);
}

/**
 * The third and fourth timeline settings name a kind: spotlight (featured), media, hybrid (the
 * social timeline) or none (no tab: null); unknown names fall back to global.
 */
export function extraTimeline(name: string): TimelineSource | null {
  if (name === 'none') return null;
  if (name === 'spotlight' || name === 'featured') return { kind: 'featured' };
  if (name === 'media') return { kind: 'media' };
  if (name === 'hybrid') return { kind: 'social' };
  if (name === 'home' || name === 'local' || name === 'social' || name === 'global') return { kind: name };
  return { kind: 'global' };
}
