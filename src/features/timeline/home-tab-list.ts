import type { MessageKey } from '@/core/i18n';
import { extraTimeline, type TimelineSource } from './timeline-source';

/**
 * The home page's tabs, from the settings' values alone (no settings store): the app reads them
 * through home-tabs.ts, the early script (src/app/early) from the stored settings.
 */
export type HomeTab = { id: string; label: MessageKey; source: TimelineSource };

const LABELS: Record<string, MessageKey> = {
  featured: 'timeline.featured',
  media: 'timeline.media',
  home: 'timeline.home',
  local: 'timeline.local',
  social: 'timeline.social',
  global: 'timeline.global',
};

/** A tab for the third or fourth timeline setting's choice, or none ('none'). */
function extraTab(id: string, name: string): HomeTab[] {
  const source = extraTimeline(name);
  return source ? [{ id, label: LABELS[source.kind] ?? 'timeline.global', source }] : [];
}

/** The home page's tabs: the four basic timelines and the two chosen by settings (`thirdTimelineType`, `fourthTimelineType`). */
export function homeTabs(third: string, fourth: string): HomeTab[] {
  return [
    { id: 'home', label: 'timeline.home', source: { kind: 'home' } },
    { id: 'local', label: 'timeline.local', source: { kind: 'local' } },
    { id: 'social', label: 'timeline.social', source: { kind: 'social' } },
    { id: 'global', label: 'timeline.global', source: { kind: 'global' } },
    ...extraTab('third', third),
    ...extraTab('fourth', fourth),
  ];
}

/** The tab the `tl` setting selects (social when it names none). */
export function currentHomeTab(tabs: HomeTab[], src: string): HomeTab {
  return tabs.find((tab) => tab.id === src) ?? tabs[2]!;
}

/**
 * The timeline the home page shows for these settings (`tl`'s src, the third and fourth timeline
 * types): the source of `currentHomeTab(homeTabs(third, fourth), src)`, without building the tabs
 * (the early script carries this, not the tabs' labels).
 */
export function homeSourceOf(tl: string, third: string, fourth: string): TimelineSource {
  const extra = tl === 'third' ? extraTimeline(third) : tl === 'fourth' ? extraTimeline(fourth) : null;
  if (extra) return extra;
  return tl === 'home' || tl === 'local' || tl === 'global' ? { kind: tl } : { kind: 'social' };
}
