import type { QueryClient } from '@tanstack/react-query';
import { getRolePolicies } from '@/core/capabilities';
import { getSetting } from '@/core/settings';
import { homeSourceOf } from './home-tab-list';
import type { TimelineSource } from './timeline-source';

export { currentHomeTab, homeSourceOf, homeTabs, type HomeTab } from './home-tab-list';

/** The timeline the home page shows now (for its route loader, outside React): Home where the policies hide the chosen one. */
export function currentHomeSource(queryClient?: QueryClient): TimelineSource {
  return homeSourceOf(getSetting('tl').src, getSetting('thirdTimelineType'), getSetting('fourthTimelineType'), queryClient ? getRolePolicies(queryClient) : null);
}
