import type { MessageKey } from '@/core/i18n';
import { getSetting } from '@/core/settings';
import { extraTimeline, type TimelineSource } from './timeline-source';

export type HomeTab = { id: string; label: MessageKey; source: TimelineSource };

/** The home page's tabs: the four basic timelines and the two chosen by settings. */
export function homeTabs(third: string, fourth: string): HomeTab[] {
  return [
    { id: 'home', label: 'timeline.home', source: { kind: 'home' } },
    { id: 'local', label: 'timeline.local', source: { kind: 'local' } },
    { id: 'social', label: 'timeline.social', source: { kind: 'social' } },
    { id: 'global', label: 'timeline.global', source: { kind: 'global' } },
    { id: 'third', label: extraTimeline(third).kind === 'featured' ? 'timeline.featured' : 'timeline.media', source: extraTimeline(third) },
    { id: 'fourth', label: extraTimeline(fourth).kind === 'featured' ? 'timeline.featured' : 'timeline.media', source: extraTimeline(fourth) },
  ];
}

/** The tab the `tl` setting selects (social when it names none). */
export function currentHomeTab(tabs: HomeTab[], src: string): HomeTab {
  return tabs.find((tab) => tab.id === src) ?? tabs[2]!;
}

/** The timeline the home page shows now (for its route loader, outside React). */
export function currentHomeSource(): TimelineSource {
  return currentHomeTab(homeTabs(getSetting('thirdTimelineType'), getSetting('fourthTimelineType')), getSetting('tl').src).source;
}
