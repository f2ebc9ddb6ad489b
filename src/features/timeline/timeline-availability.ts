import type { RolePolicyView } from '@/core/capabilities';
import type { TimelineSource } from './timeline-source';

/**
 * Whether the role policies let this user read a timeline: the local timeline's policy also
 * governs the social (hybrid) and media timelines, which the server builds from it and refuses
 * with it (`ltlAvailable`); the global one has its own (`gtlAvailable`). Every other kind is allowed.
 */
export function timelineAllowed(source: TimelineSource, policies: Pick<RolePolicyView, 'ltlAvailable' | 'gtlAvailable'> | null | undefined): boolean {
  if (!policies) return true;
  switch (source.kind) {
    case 'local':
    case 'social':
    case 'media':
      return policies.ltlAvailable;
    case 'global':
      return policies.gtlAvailable;
    default:
      return true;
  }
}
