import type { MessageKey } from '@/core/i18n';
import type { RolePolicyView } from '@/core/capabilities';
import { timelineAllowed } from './timeline-availability';
import { extraTimeline, type TimelineSource } from './timeline-source';

/**
 * The home page's tabs, from the settings' values alone (no settings store): the app reads them
 * through home-tabs.ts, the early script (src/app/early) from the stored settings.
 */
export type HomeTab = {
  id: string;
  label: MessageKey;
  source: TimelineSource;
  /** The user's role policies make this timeline unavailable: the tab is not shown. */
  hidden?: boolean;
};

type Policies = Pick<RolePolicyView, 'ltlAvailable' | 'gtlAvailable'> | null;

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

/**
 * The home page's tabs: the four basic timelines and the two chosen by settings (`thirdTimelineType`,
 * `fourthTimelineType`); those the user's role policies make unavailable (`policies`) are marked hidden.
 */
export function homeTabs(third: string, fourth: string, policies: Policies = null): HomeTab[] {
  const tabs: HomeTab[] = [
    { id: 'home', label: 'timeline.home', source: { kind: 'home' } },
    { id: 'local', label: 'timeline.local', source: { kind: 'local' } },
    { id: 'social', label: 'timeline.social', source: { kind: 'social' } },
    { id: 'global', label: 'timeline.global', source: { kind: 'global' } },
    ...extraTab('third', third),
    ...extraTab('fourth', fourth),
  ];
  return tabs.map((tab) => (timelineAllowed(tab.source, policies) ? tab : { ...tab, hidden: true }));
}

/** The tab the `tl` setting selects (social when it names none); Home when that tab is hidden. */
export function currentHomeTab(tabs: HomeTab[], src: string): HomeTab {
  const tab = tabs.find((x) => x.id === src) ?? tabs[2]!;
  return tab.hidden ? tabs[0]! : tab;
}

/**
 * The timeline the home page shows for these settings (`tl`'s src, the third and fourth timeline
 * types): the source of `currentHomeTab(homeTabs(third, fourth), src)`, without building the tabs
 * (the early script carries this, not the tabs' labels).
 */
export function homeSourceOf(tl: string, third: string, fourth: string, policies: Policies = null): TimelineSource {
  const extra = tl === 'third' ? extraTimeline(third) : tl === 'fourth' ? extraTimeline(fourth) : null;
  const chosen: TimelineSource = extra ?? (tl === 'home' || tl === 'local' || tl === 'global' ? { kind: tl } : { kind: 'social' });
  return timelineAllowed(chosen, policies) ? chosen : { kind: 'home' };
}
