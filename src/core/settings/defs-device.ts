/** Device-scope settings: kept on this browser for every account. */
import { DEFAULT_PAGE_CACHE } from '../constants';
import { arrayOf, isBoolean, isNumber, isString, nullable, oneOf } from './guards';
import { device } from './setting-builder';

export const deviceSettings = {
  // Appearance and behaviour
  darkMode: device(isBoolean, true),
  animation: device(isBoolean, true),
  reduceAnimation: device(isBoolean, false),
  animatedMfm: device(isBoolean, true),
  advancedMfm: device(isBoolean, true),
  instanceTicker: device(oneOf(['none', 'remote', 'always']), 'always'),
  nsfw: device(oneOf(['respect', 'force', 'ignore']), 'respect'),
  numberOfPageCache: device(isNumber, DEFAULT_PAGE_CACHE),
  swipeTouchAngle: device(isNumber, 25),
  swipeThreshold: device(isNumber, 10),
  serverDisconnectedBehavior: device(oneOf(['nothing', 'reload', 'dialog']), 'nothing'),
  menuDisplay: device(oneOf(['sideFull', 'sideIcon', 'top']), 'sideFull'),
  /** Duration preset for the sleep-mode feature. */
  defaultSleepTime: device(isString, '2hour'),
  enableInfiniteScroll: device(isBoolean, true),
  overridedDeviceKind: device(nullable(oneOf(['smartphone', 'tablet', 'desktop', 'desktop-force'])), null),
  /** Font family id (about 36 choices including 'random'); null = theme default. */
  fontFamily: device(nullable(isString), null),
  fontSize: device(oneOf(['small', 'medium', 'large', 'veryLarge']), 'medium'),
  useSystemFont: device(isBoolean, false),
  avatarSize: device(oneOf(['small', 'medium', 'large']), 'medium'),
  squareAvatars: device(isBoolean, false),
  emojiStyle: device(oneOf(['twemoji', 'native', 'fluentEmoji']), 'twemoji'),
  /** An http(s) image shown behind the layout; '' for none. */
  wallpaper: device(isString, ''),
  // No `useBlurEffect`: the client has no translucent surfaces to blur (its bars and panels are opaque;
  // a blurred sticky header would cost a composite per scrolled frame). Only dialogs blur what is behind them:
  useBlurEffectForModal: device(isBoolean, true),
  disableDrawer: device(isBoolean, false),
  // No `defaultSideView`: the spec has no side view; a note or user opens as a page (in a page window on
  // shift-click, in its column on the deck).
  showFixedPostForm: device(isBoolean, false),
  /** The post form above a channel's timeline (on by default here: the channel page always had it); off, a button opens it. */
  showFixedPostFormInChannel: device(isBoolean, true),
  showNoteActionsOnlyHover: device(isBoolean, false),
  showClipButtonInNoteFooter: device(isBoolean, false),
  showTimelineReplies: device(isBoolean, false),
  /** Relation marks (follows you, etc.) in the note header. */
  showRelationMarks: device(isBoolean, false),
  collapseRenotes: device(isBoolean, true),
  showGapBetweenNotesInTimeline: device(isBoolean, false),
  enableCondensedLineForAcct: device(isBoolean, false),
  reactionsDisplaySize: device(oneOf(['small', 'medium', 'large']), 'medium'),
  useReactionPickerForContextMenu: device(isBoolean, false),
  useGroupedNotifications: device(isBoolean, true),
  notificationPosition: device(oneOf(['leftTop', 'leftBottom', 'rightTop', 'rightBottom']), 'rightBottom'),
  notificationStackAxis: device(oneOf(['vertical', 'horizontal']), 'horizontal'),
  disableStreamingTimeline: device(isBoolean, false),
  keepScreenOn: device(isBoolean, false),
  /** Post form: Cancel clears the form ('close all clear') instead of keeping it. */
  closeAllClearOnCancel: device(isBoolean, false),
  /** Show a live preview under the post form. */
  showPostFormPreview: device(isBoolean, false),
  // No `forceShowAds`: it overrides a role's permission to hide ads (canHideAds), but here every reader
  // may hide them with `showAds` (spec section 3), so there is nothing to override.
  // No `aiChanMode`: Misskey draws a Live2D Ai-chan model fetched from its own site; no such model ships
  // with a package this client can use, and the page fetches nothing from third-party hosts.
  /** Developer mode: the note menu offers to copy the note's ID. */
  devMode: device(isBoolean, false),
  // No `reportError`: the client sends errors nowhere (they go to the local error log, spec section 8),
  // and no Misskey-family server has an endpoint that receives a client's error reports.
  /** Custom KaTeX macros, one \\newcommand per line. */
  customKatexMacro: device(isString, ''),

  // Reaction picker (spec §9 defaults)
  reactionPickerSize: device(isNumber, 3),
  reactionPickerWidth: device(isNumber, 7),
  reactionPickerHeight: device(isNumber, 65),
  reactionPickerAllWidth: device(isNumber, 95),
  reactionPickerUseDrawerForMobile: device(isBoolean, true),
  recentlyUsedEmojis: device(arrayOf(isString), []),
  recentlyUsedUsers: device(arrayOf(isString), []),

  // Power mode (particle effects while typing; spec §9 defaults)
  powerMode: device(isBoolean, false),
  powerModeCount: device(isNumber, 10),
  powerModeSize: device(isNumber, 3),
  powerModeGravity: device(isNumber, 30),
  powerModeAliveTime: device(isNumber, 5),
  powerModeShakePower: device(isNumber, 5),

  // Emoji and media
  enableDataSaverMode: device(isBoolean, false),
  loadRawImages: device(isBoolean, false),
  loadOriginalImages: device(isBoolean, false),
  disableShowingAnimatedImages: device(isBoolean, false),
  imageNewTab: device(isBoolean, false),
  thumbnailCover: device(isBoolean, true),
  /** Ask before opening sensitive media on a cellular or unknown connection. */
  sensitiveCarrierConfirm: device(isBoolean, false),
  alwaysXExpand: device(isBoolean, false),
  compactGrid: device(isBoolean, false),
  compactGridUrl: device(isBoolean, false),
  mediaListWithOneImageAppearance: device(oneOf(['expand', '16_9', '1_1', '2_3']), 'expand'),
};
