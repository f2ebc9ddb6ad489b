import { getSetting } from '@/core/settings';
import { homeSourceOf } from './home-tab-list';
import type { TimelineSource } from './timeline-source';

export { currentHomeTab, homeSourceOf, homeTabs, type HomeTab } from './home-tab-list';

/** The timeline the home page shows now (for its route loader, outside React). */
export function currentHomeSource(): TimelineSource {
  return homeSourceOf(getSetting('tl').src, getSetting('thirdTimelineType'), getSetting('fourthTimelineType'));
}
