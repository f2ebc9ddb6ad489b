/**
 * Client settings as data: each item binds one setting of the settings table to a control.
 * The pages render these lists, and the search catalogue is derived from them.
 */
import type { MessageKey } from '@/core/i18n';
import type { SettingKey, SettingValue } from '@/core/settings';
import type { SettingsPageId } from './pages';

type KeysWhere<T> = { [K in SettingKey]: SettingValue<K> extends T ? (T extends SettingValue<K> ? K : never) : never }[SettingKey];
export type BooleanSettingKey = KeysWhere<boolean>;
export type NumberSettingKey = KeysWhere<number>;
export type StringSettingKey = KeysWhere<string>;

export interface SelectOption {
  value: string | null;
  labelKey: MessageKey;
}

interface Base {
  anchor: string;
  labelKey: MessageKey;
  hintKey?: MessageKey;
}

export type SettingItem =
  | (Base & { kind: 'toggle'; setting: BooleanSettingKey })
  | (Base & { kind: 'select'; setting: SettingKey; options: readonly SelectOption[] })
  | (Base & { kind: 'number'; setting: NumberSettingKey; min: number; max: number; step?: number })
  | (Base & { kind: 'text'; setting: StringSettingKey });

const opt = (value: string | null, labelKey: MessageKey): SelectOption => ({ value, labelKey });

const toggle = (anchor: string, setting: BooleanSettingKey, labelKey: MessageKey, hintKey?: MessageKey): SettingItem => ({ kind: 'toggle', anchor, setting, labelKey, hintKey });
const select = (anchor: string, setting: SettingKey, labelKey: MessageKey, options: SelectOption[]): SettingItem => ({ kind: 'select', anchor, setting, labelKey, options });
const num = (anchor: string, setting: NumberSettingKey, labelKey: MessageKey, min: number, max: number, step?: number, hintKey?: MessageKey): SettingItem => ({ kind: 'number', anchor, setting, labelKey, min, max, step, hintKey });
const text = (anchor: string, setting: StringSettingKey, labelKey: MessageKey, hintKey?: MessageKey): SettingItem => ({ kind: 'text', anchor, setting, labelKey, hintKey });

const VIS = [
  opt('public', 'settingsPages.postform.vis.public'),
  opt('home', 'settingsPages.postform.vis.home'),
  opt('followers', 'settingsPages.postform.vis.followers'),
  opt('specified', 'settingsPages.postform.vis.specified'),
];

export const GENERAL_ITEMS: readonly SettingItem[] = [
  select('layout', 'ui', 'settingsPages.general.layout', [
    opt('universal', 'settingsPages.general.layoutUniversal'),
    opt('classic', 'settingsPages.general.layoutClassic'),
    opt('deck', 'settingsPages.general.layoutDeck'),
  ]),
  select('menu-display', 'menuDisplay', 'settingsPages.general.menuDisplay', [
    opt('sideFull', 'settingsPages.general.menuSideFull'),
    opt('sideIcon', 'settingsPages.general.menuSideIcon'),
    opt('top', 'settingsPages.general.menuTop'),
  ]),
  toggle('data-saver', 'enableDataSaverMode', 'settingsPages.general.dataSaver'),
  toggle('infinite-scroll', 'enableInfiniteScroll', 'settingsPages.general.infiniteScroll'),
  num('page-cache', 'numberOfPageCache', 'settingsPages.general.pageCache', 1, 10),
  select('device-kind', 'overridedDeviceKind', 'settingsPages.general.deviceKind', [
    opt(null, 'settingsPages.general.deviceAuto'),
    opt('smartphone', 'settingsPages.general.deviceSmartphone'),
    opt('tablet', 'settingsPages.general.deviceTablet'),
    opt('desktop', 'settingsPages.general.deviceDesktop'),
  ]),
  toggle('full-acct', 'showFullAcct', 'settingsPages.general.showFullAcct'),
];

/** The app's frame on the general page: notification pop-ups, wallpaper, the blur behind dialogs. */
export const CHROME_GENERAL_ITEMS: readonly SettingItem[] = [
  select('notification-position', 'notificationPosition', 'chromeSettings.general.notificationPosition', [
    opt('leftTop', 'chromeSettings.general.positionLeftTop'),
    opt('rightTop', 'chromeSettings.general.positionRightTop'),
    opt('leftBottom', 'chromeSettings.general.positionLeftBottom'),
    opt('rightBottom', 'chromeSettings.general.positionRightBottom'),
  ]),
  select('notification-stack', 'notificationStackAxis', 'chromeSettings.general.notificationStackAxis', [
    opt('horizontal', 'chromeSettings.general.stackHorizontal'),
    opt('vertical', 'chromeSettings.general.stackVertical'),
  ]),
  text('wallpaper', 'wallpaper', 'chromeSettings.general.wallpaper', 'chromeSettings.general.wallpaperHint'),
  toggle('modal-blur', 'useBlurEffectForModal', 'chromeSettings.general.modalBlur'),
];

export const TIMELINE_ITEMS: readonly SettingItem[] = [
  toggle('replies', 'showTimelineReplies', 'settingsPages.timeline.showReplies'),
  toggle('collapse-renotes', 'collapseRenotes', 'settingsPages.timeline.collapseRenotes'),
  toggle('gap', 'showGapBetweenNotesInTimeline', 'settingsPages.timeline.gap'),
  toggle('streaming', 'disableStreamingTimeline', 'settingsPages.timeline.streaming'),
  select('third', 'thirdTimelineType', 'settingsPages.timeline.thirdTimeline', [
    opt('spotlight', 'settingsPages.timeline.tlSpotlight'),
    opt('media', 'settingsPages.timeline.tlMedia'),
    opt('hybrid', 'settingsPages.timeline.tlHybrid'),
    opt('none', 'settingsPages.timeline.tlNone'),
  ]),
  select('fourth', 'fourthTimelineType', 'settingsPages.timeline.fourthTimeline', [
    opt('media', 'settingsPages.timeline.tlMedia'),
    opt('spotlight', 'settingsPages.timeline.tlSpotlight'),
    opt('hybrid', 'settingsPages.timeline.tlHybrid'),
    opt('none', 'settingsPages.timeline.tlNone'),
  ]),
  select('public-replies', 'showPublicTimelineReplyMode', 'settingsPages.timeline.publicReplies', [
    opt('all', 'settingsPages.timeline.repliesAll'),
    opt('notBotOnly', 'settingsPages.timeline.repliesNotBotOnly'),
    opt('none', 'settingsPages.timeline.repliesNone'),
  ]),
  select('ticker', 'instanceTicker', 'settingsPages.timeline.instanceTicker', [
    opt('none', 'settingsPages.timeline.tickerNone'),
    opt('remote', 'settingsPages.timeline.tickerRemote'),
    opt('always', 'settingsPages.timeline.tickerAlways'),
  ]),
  select('nsfw', 'nsfw', 'settingsPages.timeline.nsfw', [
    opt('respect', 'settingsPages.timeline.nsfwRespect'),
    opt('ignore', 'settingsPages.timeline.nsfwIgnore'),
    opt('force', 'settingsPages.timeline.nsfwForce'),
  ]),
  toggle('actions-hover', 'showNoteActionsOnlyHover', 'settingsPages.timeline.actionsOnHover'),
  toggle('clip-button', 'showClipButtonInNoteFooter', 'settingsPages.timeline.clipButton'),
  toggle('relation-marks', 'showRelationMarks', 'settingsPages.timeline.relationMarks'),
  toggle('condensed-acct', 'enableCondensedLineForAcct', 'settingsPages.timeline.condensedAcct'),
  toggle('thumbnail-cover', 'thumbnailCover', 'settingsPages.timeline.thumbnailCover'),
  select('one-image', 'mediaListWithOneImageAppearance', 'noteDisplayScreens.oneImage', [
    opt('expand', 'noteDisplayScreens.oneImageExpand'),
    opt('16_9', 'noteDisplayScreens.oneImage16_9'),
    opt('1_1', 'noteDisplayScreens.oneImage1_1'),
    opt('2_3', 'noteDisplayScreens.oneImage2_3'),
  ]),
  toggle('raw-images', 'loadRawImages', 'settingsPages.timeline.loadRawImages'),
  toggle('image-new-tab', 'imageNewTab', 'settingsPages.timeline.imageNewTab'),
  toggle('animated-images', 'disableShowingAnimatedImages', 'settingsPages.timeline.noAnimatedImages'),
];

export const BEHAVIOR_ITEMS: readonly SettingItem[] = [
  select('disconnect', 'serverDisconnectedBehavior', 'settingsPages.behavior.disconnect', [
    opt('nothing', 'settingsPages.behavior.disconnectNothing'),
    opt('reload', 'settingsPages.behavior.disconnectReload'),
    opt('dialog', 'settingsPages.behavior.disconnectDialog'),
  ]),
  toggle('picker-context', 'useReactionPickerForContextMenu', 'settingsPages.behavior.pickerForContextMenu'),
  toggle('picker-drawer', 'reactionPickerUseDrawerForMobile', 'settingsPages.behavior.drawerForMobile'),
  toggle('keep-screen', 'keepScreenOn', 'settingsPages.behavior.keepScreenOn'),
  toggle('no-drawer', 'disableDrawer', 'settingsPages.behavior.disableDrawer'),
  toggle('clear-cancel', 'closeAllClearOnCancel', 'settingsPages.behavior.clearOnCancel'),
  toggle('carrier', 'sensitiveCarrierConfirm', 'settingsPages.behavior.carrierConfirm'),
  toggle('always-expand', 'alwaysXExpand', 'settingsPages.behavior.alwaysExpand'),
  select('sleep', 'defaultSleepTime', 'settingsPages.behavior.sleepTime', [
    opt('1hour', 'settingsPages.behavior.sleep1h'),
    opt('2hour', 'settingsPages.behavior.sleep2h'),
    opt('4hour', 'settingsPages.behavior.sleep4h'),
    opt('8hour', 'settingsPages.behavior.sleep8h'),
  ]),
  num('swipe-threshold', 'swipeThreshold', 'settingsPages.behavior.swipeThreshold', 1, 100),
  num('swipe-angle', 'swipeTouchAngle', 'settingsPages.behavior.swipeAngle', 1, 90),
  // No `remoteEmojisFetch` (fetching the server's list of remote emoji): nothing here could use
  // that list. Remote emoji cannot be written in a note (MFM emoji codes take no host) nor sent as a
  // reaction (Misskey turns `:name@host:` into its fallback reaction), and every note brings the
  // images of the remote emoji it shows (`emojis`, `reactionEmojis`; else /emoji/name@host.webp).
];

export const POSTFORM_ITEMS: readonly SettingItem[] = [
  select('default-visibility', 'defaultNoteVisibility', 'settingsPages.postform.defaultVisibility', VIS),
  toggle('default-local-only', 'defaultNoteLocalOnly', 'settingsPages.postform.defaultLocalOnly'),
  toggle('remember-visibility', 'rememberNoteVisibility', 'settingsPages.postform.rememberVisibility'),
  toggle('keep-cw', 'keepCw', 'settingsPages.postform.keepCw'),
  text('pasted-file-name', 'pastedFileName', 'settingsPages.postform.pastedFileName', 'settingsPages.postform.pastedFileNameHint'),
  toggle('fixed-form', 'showFixedPostForm', 'settingsPages.postform.fixedForm'),
  toggle('fixed-form-channel', 'showFixedPostFormInChannel', 'settingsPages.postform.fixedFormChannel'),
  toggle('preview', 'showPostFormPreview', 'settingsPages.postform.preview'),
];

export const POST_BUTTON_VISIBILITY_OPTIONS: readonly SelectOption[] = [
  ...VIS,
  opt('l-public', 'settingsPages.postform.vis.lPublic'),
  opt('l-home', 'settingsPages.postform.vis.lHome'),
  opt('l-followers', 'settingsPages.postform.vis.lFollowers'),
];

export const DRIVE_ITEMS: readonly SettingItem[] = [
  toggle('keep-original', 'keepOriginalUploading', 'settingsPages.drive.keepOriginal', 'settingsPages.drive.keepOriginalHint'),
];

export const REACTION_ITEMS: readonly SettingItem[] = [
  toggle('emoji-reactions', 'enableEmojiReactions', 'settingsPages.reaction.enableEmojiReactions'),
  select('display-size', 'reactionsDisplaySize', 'settingsPages.reaction.displaySize', [
    opt('small', 'settingsPages.reaction.sizeSmall'),
    opt('medium', 'settingsPages.reaction.sizeMedium'),
    opt('large', 'settingsPages.reaction.sizeLarge'),
  ]),
  num('picker-size', 'reactionPickerSize', 'settingsPages.reaction.pickerSize', 1, 5),
  num('picker-width', 'reactionPickerWidth', 'settingsPages.reaction.pickerWidth', 3, 12),
  num('picker-height', 'reactionPickerHeight', 'settingsPages.reaction.pickerHeight', 30, 100),
];

export const FUN_ITEMS: readonly SettingItem[] = [
  // Power mode (read by the post form, features/post-form/power-mode; the units are in particles.ts).
  toggle('power-mode', 'powerMode', 'settingsPages.fun.powerMode', 'settingsPages.composeSettings.powerModeHint'),
  num('power-count', 'powerModeCount', 'settingsPages.fun.powerCount', 1, 50),
  num('power-size', 'powerModeSize', 'settingsPages.fun.powerSize', 1, 10, 1, 'settingsPages.composeSettings.powerSizeHint'),
  num('power-gravity', 'powerModeGravity', 'settingsPages.fun.powerGravity', 0, 100, 1, 'settingsPages.composeSettings.powerGravityHint'),
  num('power-alive', 'powerModeAliveTime', 'settingsPages.fun.powerAlive', 1, 20, 1, 'settingsPages.composeSettings.powerAliveHint'),
  num('power-shake', 'powerModeShakePower', 'settingsPages.fun.powerShake', 0, 20, 1, 'settingsPages.composeSettings.powerShakeHint'),
  toggle('animated-mfm', 'animatedMfm', 'settingsPages.fun.animatedMfm'),
  toggle('advanced-mfm', 'advancedMfm', 'settingsPages.fun.advancedMfm'),
];

export const OTHER_ITEMS: readonly SettingItem[] = [
  toggle('show-ads', 'showAds', 'settingsPages.other.showAds'),
  toggle('dev-mode', 'devMode', 'settingsPages.other.devMode'),
];

/** The declarative items of each client page, by page id. */
/** The declarative items of each page (keyed by the page table's ids). */
const ITEMS_BY_PAGE = {
  general: [...GENERAL_ITEMS, ...CHROME_GENERAL_ITEMS],
  timeline: TIMELINE_ITEMS,
  behavior: BEHAVIOR_ITEMS,
  postform: POSTFORM_ITEMS,
  drive: DRIVE_ITEMS,
  reaction: REACTION_ITEMS,
  fun: FUN_ITEMS,
  other: OTHER_ITEMS,
} satisfies Partial<Record<SettingsPageId, readonly SettingItem[]>>;

export const PAGE_ITEMS: Readonly<Record<string, readonly SettingItem[]>> = ITEMS_BY_PAGE;
