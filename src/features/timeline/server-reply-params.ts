import type { QueryClient } from '@tanstack/react-query';
import { getStartCapabilities } from '@/core/capabilities';
import { getSetting } from '@/core/settings';
import type { TimelineSource } from './timeline-source';

/** Does this server filter this timeline's replies itself (`withReplies`)? Local and social on Misskey 2023.10+. */
export function serverFiltersReplies(qc: QueryClient | undefined, src: TimelineSource): boolean {
  return !!qc && (src.kind === 'local' || src.kind === 'social') && getStartCapabilities(qc).timelineWithReplies;
}

/**
 * `showTimelineReplies` as the timeline request's `withReplies`, where the server takes it (so its
 * pages hold what the reader sees); nothing elsewhere, where reply-filter.ts alone applies it.
 */
export function serverReplyParams(qc: QueryClient | undefined, src: TimelineSource): Record<string, unknown> {
  return serverFiltersReplies(qc, src) ? { withReplies: getSetting('showTimelineReplies') } : {};
}
