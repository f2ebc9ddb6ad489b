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
  opt('public', 'settingsScreens.postform.vis.public'),
  opt('home', 'settingsScreens.postform.vis.home'),
  opt('followers', 'settingsScreens.postform.vis.followers'),
  opt('specified', 'settingsScreens.postform.vis.specified'),
];

export const GENERAL_ITEMS: readonly SettingItem[] = [
  select('layout', 'ui', 'settingsScreens.general.layout', [
    opt('universal', 'settingsScreens.general.layoutUniversal'),
    opt('classic', 'settingsScreens.general.layoutClassic'),
    opt('deck', 'settingsScreens.general.layoutDeck'),
  ]),
  select('menu-display', 'menuDisplay', 'settingsScreens.general.menuDisplay', [
    opt('sideFull', 'settingsScreens.general.menuSideFull'),
    opt('sideIcon', 'settingsScreens.general.menuSideIcon'),
    opt('top', 'settingsScreens.general.menuTop'),
  ]),
  toggle('data-saver', 'enableDataSaverMode', 'settingsScreens.general.dataSaver'),
  toggle('infinite-scroll', 'enableInfiniteScroll', 'settingsScreens.general.infiniteScroll'),
  num('page-cache', 'numberOfPageCache', 'settingsScreens.general.pageCache', 1, 10),
  select('device-kind', 'overridedDeviceKind', 'settingsScreens.general.deviceKind', [
    opt(null, 'settingsScreens.general.deviceAuto'),
    opt('smartphone', 'settingsScreens.general.deviceSmartphone'),
    opt('tablet', 'settingsScreens.general.deviceTablet'),
    opt('desktop', 'settingsScreens.general.deviceDesktop'),
  ]),
  toggle('full-acct', 'showFullAcct', 'settingsScreens.general.showFullAcct'),
];

/** The app's frame on the general page: notification pop-ups, wallpaper, the blur behind dialogs. */
export const CHROME_GENERAL_ITEMS: readonly SettingItem[] = [
  select('notification-position', 'notificationPosition', 'settingsScreens.chrome.notificationPosition', [
    opt('leftTop', 'settingsScreens.chrome.positionLeftTop'),
    opt('rightTop', 'settingsScreens.chrome.positionRightTop'),
    opt('leftBottom', 'settingsScreens.chrome.positionLeftBottom'),
    opt('rightBottom', 'settingsScreens.chrome.positionRightBottom'),
  ]),
  select('notification-stack', 'notificationStackAxis', 'settingsScreens.chrome.notificationStackAxis', [
    opt('horizontal', 'settingsScreens.chrome.stackHorizontal'),
    opt('vertical', 'settingsScreens.chrome.stackVertical'),
  ]),
  text('wallpaper', 'wallpaper', 'settingsScreens.chrome.wallpaper', 'settingsScreens.chrome.wallpaperHint'),
  toggle('modal-blur', 'useBlurEffectForModal', 'settingsScreens.chrome.modalBlur'),
];

export const TIMELINE_ITEMS: readonly SettingItem[] = [
  toggle('replies', 'showTimelineReplies', 'settingsScreens.timeline.showReplies'),
  toggle('collapse-renotes', 'collapseRenotes', 'settingsScreens.timeline.collapseRenotes'),
  toggle('gap', 'showGapBetweenNotesInTimeline', 'settingsScreens.timeline.gap'),
  toggle('streaming', 'disableStreamingTimeline', 'settingsScreens.timeline.streaming'),
  select('third', 'thirdTimelineType', 'settingsScreens.timeline.thirdTimeline', [
    opt('spotlight', 'settingsScreens.timeline.tlSpotlight'),
    opt('media', 'settingsScreens.timeline.tlMedia'),
    opt('hybrid', 'settingsScreens.timeline.tlHybrid'),
    opt('none', 'settingsScreens.timeline.tlNone'),
  ]),
  select('fourth', 'fourthTimelineType', 'settingsScreens.timeline.fourthTimeline', [
    opt('media', 'settingsScreens.timeline.tlMedia'),
    opt('spotlight', 'settingsScreens.timeline.tlSpotlight'),
    opt('hybrid', 'settingsScreens.timeline.tlHybrid'),
    opt('none', 'settingsScreens.timeline.tlNone'),
  ]),
  select('public-replies', 'showPublicTimelineReplyMode', 'settingsScreens.timeline.publicReplies', [
    opt('all', 'settingsScreens.timeline.repliesAll'),
    opt('notBotOnly', 'settingsScreens.timeline.repliesNotBotOnly'),
    opt('none', 'settingsScreens.timeline.repliesNone'),
  ]),
  select('ticker', 'instanceTicker', 'settingsScreens.timeline.instanceTicker', [
    opt('none', 'settingsScreens.timeline.tickerNone'),
    opt('remote', 'settingsScreens.timeline.tickerRemote'),
    opt('always', 'settingsScreens.timeline.tickerAlways'),
  ]),
  select('nsfw', 'nsfw', 'settingsScreens.timeline.nsfw', [
    opt('respect', 'settingsScreens.timeline.nsfwRespect'),
    opt('ignore', 'settingsScreens.timeline.nsfwIgnore'),
    opt('force', 'settingsScreens.timeline.nsfwForce'),
  ]),
  toggle('actions-hover', 'showNoteActionsOnlyHover', 'settingsScreens.timeline.actionsOnHover'),
  toggle('clip-button', 'showClipButtonInNoteFooter', 'settingsScreens.timeline.clipButton'),
  toggle('relation-marks', 'showRelationMarks', 'settingsScreens.timeline.relationMarks'),
  toggle('condensed-acct', 'enableCondensedLineForAcct', 'settingsScreens.timeline.condensedAcct'),
  toggle('thumbnail-cover', 'thumbnailCover', 'settingsScreens.timeline.thumbnailCover'),
  select('one-image', 'mediaListWithOneImageAppearance', 'settingsScreens.noteDisplay.oneImage', [
    opt('expand', 'settingsScreens.noteDisplay.oneImageExpand'),
    opt('16_9', 'settingsScreens.noteDisplay.oneImage16_9'),
    opt('1_1', 'settingsScreens.noteDisplay.oneImage1_1'),
    opt('2_3', 'settingsScreens.noteDisplay.oneImage2_3'),
  ]),
  toggle('raw-images', 'loadRawImages', 'settingsScreens.timeline.loadRawImages'),
  toggle('image-new-tab', 'imageNewTab', 'settingsScreens.timeline.imageNewTab'),
  toggle('animated-images', 'disableShowingAnimatedImages', 'settingsScreens.timeline.noAnimatedImages'),
];

export const BEHAVIOR_ITEMS: readonly SettingItem[] = [
  select('disconnect', 'serverDisconnectedBehavior', 'settingsScreens.behavior.disconnect', [
    opt('nothing', 'settingsScreens.behavior.disconnectNothing'),
    opt('reload', 'settingsScreens.behavior.disconnectReload'),
    opt('dialog', 'settingsScreens.behavior.disconnectDialog'),
  ]),
  toggle('picker-context', 'useReactionPickerForContextMenu', 'settingsScreens.behavior.pickerForContextMenu'),
  toggle('picker-drawer', 'reactionPickerUseDrawerForMobile', 'settingsScreens.behavior.drawerForMobile'),
  toggle('keep-screen', 'keepScreenOn', 'settingsScreens.behavior.keepScreenOn'),
  toggle('no-drawer', 'disableDrawer', 'settingsScreens.behavior.disableDrawer'),
  toggle('clear-cancel', 'closeAllClearOnCancel', 'settingsScreens.behavior.clearOnCancel'),
  toggle('carrier', 'sensitiveCarrierConfirm', 'settingsScreens.behavior.carrierConfirm'),
  toggle('always-expand', 'alwaysXExpand', 'settingsScreens.behavior.alwaysExpand'),
  select('sleep', 'defaultSleepTime', 'settingsScreens.behavior.sleepTime', [
    opt('1hour', 'settingsScreens.behavior.sleep1h'),
    opt('2hour', 'settingsScreens.behavior.sleep2h'),
    opt('4hour', 'settingsScreens.behavior.sleep4h'),
    opt('8hour', 'settingsScreens.behavior.sleep8h'),
  ]),
  num('swipe-threshold', 'swipeThreshold', 'settingsScreens.behavior.swipeThreshold', 1, 100),
  num('swipe-angle', 'swipeTouchAngle', 'settingsScreens.behavior.swipeAngle', 1, 90),
  // No `remoteEmojisFetch` (fetching the server's list of remote emoji): nothing here could use
  // that list. Remote emoji cannot be written in a note (MFM emoji codes take no host) nor sent as a
  // reaction (Misskey turns `:name@host:` into its fallback reaction), and every note brings the
  // images of the remote emoji it shows (`emojis`, `reactionEmojis`; else /emoji/name@host.webp).
];

export const POSTFORM_ITEMS: readonly SettingItem[] = [
  select('default-visibility', 'defaultNoteVisibility', 'settingsScreens.postform.defaultVisibility', VIS),
  toggle('default-local-only', 'defaultNoteLocalOnly', 'settingsScreens.postform.defaultLocalOnly'),
  toggle('remember-visibility', 'rememberNoteVisibility', 'settingsScreens.postform.rememberVisibility'),
  toggle('keep-cw', 'keepCw', 'settingsScreens.postform.keepCw'),
  text('pasted-file-name', 'pastedFileName', 'settingsScreens.postform.pastedFileName', 'settingsScreens.postform.pastedFileNameHint'),
  toggle('fixed-form', 'showFixedPostForm', 'settingsScreens.postform.fixedForm'),
  toggle('fixed-form-channel', 'showFixedPostFormInChannel', 'settingsScreens.postform.fixedFormChannel'),
  toggle('preview', 'showPostFormPreview', 'settingsScreens.postform.preview'),
];

export const POST_BUTTON_VISIBILITY_OPTIONS: readonly SelectOption[] = [
  ...VIS,
  opt('l-public', 'settingsScreens.postform.vis.lPublic'),
  opt('l-home', 'settingsScreens.postform.vis.lHome'),
  opt('l-followers', 'settingsScreens.postform.vis.lFollowers'),
];

export const DRIVE_ITEMS: readonly SettingItem[] = [
  toggle('keep-original', 'keepOriginalUploading', 'settingsScreens.drive.keepOriginal', 'settingsScreens.drive.keepOriginalHint'),
];

export const REACTION_ITEMS: readonly SettingItem[] = [
  toggle('emoji-reactions', 'enableEmojiReactions', 'settingsScreens.reaction.enableEmojiReactions'),
  select('display-size', 'reactionsDisplaySize', 'settingsScreens.reaction.displaySize', [
    opt('small', 'settingsScreens.reaction.sizeSmall'),
    opt('medium', 'settingsScreens.reaction.sizeMedium'),
    opt('large', 'settingsScreens.reaction.sizeLarge'),
  ]),
  num('picker-size', 'reactionPickerSize', 'settingsScreens.reaction.pickerSize', 1, 5),
  num('picker-width', 'reactionPickerWidth', 'settingsScreens.reaction.pickerWidth', 3, 12),
  num('picker-height', 'reactionPickerHeight', 'settingsScreens.reaction.pickerHeight', 30, 100),
];

export const FUN_ITEMS: readonly SettingItem[] = [
  // Power mode (read by the post form, features/post-form/power-mode; the units are in particles.ts).
  toggle('power-mode', 'powerMode', 'settingsScreens.fun.powerMode', 'settingsScreens.composeSettings.powerModeHint'),
  num('power-count', 'powerModeCount', 'settingsScreens.fun.powerCount', 1, 50),
  num('power-size', 'powerModeSize', 'settingsScreens.fun.powerSize', 1, 10, 1, 'settingsScreens.composeSettings.powerSizeHint'),
  num('power-gravity', 'powerModeGravity', 'settingsScreens.fun.powerGravity', 0, 100, 1, 'settingsScreens.composeSettings.powerGravityHint'),
  num('power-alive', 'powerModeAliveTime', 'settingsScreens.fun.powerAlive', 1, 20, 1, 'settingsScreens.composeSettings.powerAliveHint'),
  num('power-shake', 'powerModeShakePower', 'settingsScreens.fun.powerShake', 0, 20, 1, 'settingsScreens.composeSettings.powerShakeHint'),
  toggle('animated-mfm', 'animatedMfm', 'settingsScreens.fun.animatedMfm'),
  toggle('advanced-mfm', 'advancedMfm', 'settingsScreens.fun.advancedMfm'),
];

export const OTHER_ITEMS: readonly SettingItem[] = [
  toggle('show-ads', 'showAds', 'settingsScreens.other.showAds'),
  toggle('dev-mode', 'devMode', 'settingsScreens.other.devMode'),
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
