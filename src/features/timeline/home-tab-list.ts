import type { MessageKey } from '@/core/i18n';
import { extraTimeline, type TimelineSource } from './timeline-source';

/**
 * The home page's tabs, from the settings' values alone (no settings store): the app reads them
 * through home-tabs.ts, the early script (src/app/early) from the stored settings.
 */
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

/** The timeline the home page shows for these settings (`tl`'s src, the third and fourth timeline types). */
export function homeSourceOf(tl: string, third: string, fourth: string): TimelineSource {
  return currentHomeTab(homeTabs(third, fourth), tl).source;
}
