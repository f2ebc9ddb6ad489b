import { ActivityWidget } from './kinds/ActivityWidget';
import { ButtonWidget } from './kinds/ButtonWidget';
import { CalendarWidget } from './kinds/CalendarWidget';
import { ClockWidget, DigitalClockWidget, UnixClockWidget } from './kinds/ClockWidgets';
import { MemoWidget } from './kinds/MemoWidget';
import { NotificationsWidget } from './kinds/NotificationsWidget';
import { OnlineUsersWidget } from './kinds/OnlineUsersWidget';
import { PhotosWidget } from './kinds/PhotosWidget';
import { PostFormWidget } from './kinds/PostFormWidget';
import { TimelineWidget } from './kinds/TimelineWidget';
import { TrendsWidget } from './kinds/TrendsWidget';
import { UserListWidget } from './kinds/UserListWidget';
import { FederationWidget, InstanceCloudWidget } from './more/FederationWidgets';
import { RssTickerWidget, RssWidget } from './more/RssWidget';
import { AiScriptWidget, ScriptButtonWidget } from './more/ScriptWidgets';
import { JobQueueWidget, OnlineUsersDetailsWidget, ServerMetricWidget } from './more/ServerWidgets';
import { SlideshowWidget } from './more/SlideshowWidget';
import { TweetsWidget } from './more/TweetsWidget';
import type { WidgetKind } from './widget-types';

const HEIGHT = { key: 'height', label: 'widgets.config.height', type: 'number' } as const;
const SHOW_MS = { key: 'showMs', label: 'widgets.config.showMs', type: 'boolean' } as const;

/** Every widget this client offers (a subset of the spec's dashboard widget kinds). */
export const WIDGET_KINDS: readonly WidgetKind[] = [
  { name: 'memo', label: 'widgets.kinds.memo', Component: MemoWidget, defaultData: {} },
  { name: 'notifications', label: 'widgets.kinds.notifications', Component: NotificationsWidget, defaultData: { height: 300 }, config: [HEIGHT] },
  {
    name: 'timeline',
    label: 'widgets.kinds.timeline',
    Component: TimelineWidget,
    defaultData: { src: 'home', height: 300 },
    config: [
      {
        key: 'src',
        label: 'widgets.config.src',
        type: 'select',
        options: [
          { value: 'home', label: 'timeline.home' },
          { value: 'local', label: 'timeline.local' },
          { value: 'social', label: 'timeline.social' },
          { value: 'global', label: 'timeline.global' },
          { value: 'list', label: 'timeline.list' },
          { value: 'antenna', label: 'timeline.antenna' },
        ],
      },
      { key: 'listId', label: 'timeline.list', type: 'list' },
      { key: 'antennaId', label: 'timeline.antenna', type: 'antenna' },
      HEIGHT,
    ],
  },
  { name: 'calendar', label: 'widgets.kinds.calendar', Component: CalendarWidget, defaultData: {} },
  { name: 'clock', label: 'widgets.kinds.clock', Component: ClockWidget, defaultData: {} },
  { name: 'digitalClock', label: 'widgets.kinds.digitalClock', Component: DigitalClockWidget, defaultData: { showMs: false }, config: [SHOW_MS] },
  { name: 'unixClock', label: 'widgets.kinds.unixClock', Component: UnixClockWidget, defaultData: { showMs: false }, config: [SHOW_MS] },
  { name: 'postForm', label: 'widgets.kinds.postForm', Component: PostFormWidget, defaultData: {} },
  { name: 'trends', label: 'widgets.kinds.trends', Component: TrendsWidget, defaultData: {} },
  { name: 'onlineUsers', label: 'widgets.kinds.onlineUsers', Component: OnlineUsersWidget, defaultData: {} },
  { name: 'activity', label: 'widgets.kinds.activity', Component: ActivityWidget, defaultData: {} },
  { name: 'photos', label: 'widgets.kinds.photos', Component: PhotosWidget, defaultData: {} },
  { name: 'userList', label: 'widgets.kinds.userList', Component: UserListWidget, defaultData: { listId: '' }, config: [{ key: 'listId', label: 'timeline.list', type: 'list' }] },
  {
    name: 'button',
    label: 'widgets.kinds.button',
    Component: ButtonWidget,
    defaultData: { label: '', path: '/' },
    config: [
      { key: 'label', label: 'widgets.config.label', type: 'text' },
      { key: 'path', label: 'widgets.config.path', type: 'text' },
    ],
  },
  { name: 'rss', label: 'widgetsScreens.kinds.rss', Component: RssWidget, defaultData: { url: '' }, config: [{ key: 'url', label: 'widgetsScreens.feedUrl', type: 'text' }] },
  { name: 'rssTicker', label: 'widgetsScreens.kinds.rssTicker', Component: RssTickerWidget, defaultData: { url: '' }, config: [{ key: 'url', label: 'widgetsScreens.feedUrl', type: 'text' }] },
  { name: 'federation', label: 'widgetsScreens.kinds.federation', Component: FederationWidget, defaultData: {} },
  { name: 'instanceCloud', label: 'widgetsScreens.kinds.instanceCloud', Component: InstanceCloudWidget, defaultData: {} },
  { name: 'slideshow', label: 'widgetsScreens.kinds.slideshow', Component: SlideshowWidget, defaultData: { folderId: '' }, config: [{ key: 'folderId', label: 'widgetsScreens.folderId', type: 'text' }] },
  { name: 'serverMetric', label: 'widgetsScreens.kinds.serverMetric', Component: ServerMetricWidget, defaultData: {} },
  { name: 'onlineUsersDetails', label: 'widgetsScreens.kinds.onlineUsersDetails', Component: OnlineUsersDetailsWidget, defaultData: {} },
  { name: 'jobQueue', label: 'widgetsScreens.kinds.jobQueue', Component: JobQueueWidget, defaultData: {} },
  {
    name: 'tweets',
    label: 'mediaPlayer.tweetsKind',
    Component: TweetsWidget,
    defaultData: { screenName: '', height: 400 },
    config: [{ key: 'screenName', label: 'mediaPlayer.tweetsScreenName', type: 'text' }, HEIGHT],
  },
  { name: 'aiscript', label: 'widgetsScreens.kinds.aiscript', Component: AiScriptWidget, defaultData: { script: '<: "Hello"' } },
  {
    name: 'scriptButton',
    label: 'widgetsScreens.kinds.scriptButton',
    Component: ScriptButtonWidget,
    defaultData: { label: '', script: '' },
    config: [
      { key: 'label', label: 'widgets.config.label', type: 'text' },
      { key: 'script', label: 'widgetsScreens.script', type: 'text' },
    ],
  },
];

export function widgetKind(name: string): WidgetKind | undefined {
  return WIDGET_KINDS.find((k) => k.name === name);
}
