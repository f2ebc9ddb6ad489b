import type { InstanceMeta } from '@/core/instance/instance-meta';
import type { TimelineSource } from '@/features/timeline';

/**
 * The public timeline a visitor sees on the welcome page, or null for none. The spec's server says
 * so with `enableGuestTimeline` (off: no timeline, no request); Misskey releases without that
 * field let guests read the local timeline when the base role's `ltlAvailable` allows it. Where the
 * local timeline is unavailable, the featured notes stand in.
 */
export function guestTimelineSource(meta: InstanceMeta | undefined): TimelineSource | null {
  if (!meta || meta.enableGuestTimeline === false) return null;
  const policies = meta.policies as { ltlAvailable?: unknown } | null | undefined;
  const ltl = policies && typeof policies === 'object' ? policies.ltlAvailable : undefined;
  return ltl === false ? { kind: 'featured' } : { kind: 'local' };
}
