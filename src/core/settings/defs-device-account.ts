/** DeviceAccount-scope settings: kept on this browser, per account. */
import { arrayOf, isBoolean, isNumber, isString, nullable, oneOf } from './guards';
import { deviceAccount } from './setting-builder';
import { isDeckSettings, isPostButton, isStatusbar, isTimelineSelection, isVisibility, isWidget } from './value-types';

/**
 * Main menu (navbar) items. The timeline item is always first and is not part of this
 * editable list; '-' is a separator.
 */
export const DEFAULT_MENU = [
  'notifications',
  'followRequests',
  'explore',
  'pages',
  'favorites',
  'channels',
  'search',
  'announcements',
  'reload',
];

/** Layouts a signed-in user can choose (zen and visitor are not choices). */
export const UI_LAYOUTS = ['universal', 'classic', 'deck'] as const;
export type UiLayout = (typeof UI_LAYOUTS)[number];

export const deviceAccountSettings = {
  menu: deviceAccount(arrayOf(isString), DEFAULT_MENU),
  /** Last used post visibility (used when rememberNoteVisibility is on). */
  visibility: deviceAccount(isVisibility, 'public'),
  localOnly: deviceAccount(isBoolean, false),
  /** The post form's choice of which reactions a new note takes (Misskey 13.10+; null = any). */
  reactionAcceptance: deviceAccount(nullable(oneOf(['likeOnly', 'likeOnlyForRemote', 'nonSensitiveOnly', 'nonSensitiveOnlyForLocalLikeOnlyForRemote'])), null),
  /** Quick post buttons 2..5 beside the main post button (MAX_POST_BUTTONS in all). */
  postButton2: deviceAccount(isPostButton, { enabled: false, visibility: 'home' }),
  postButton3: deviceAccount(isPostButton, { enabled: false, visibility: 'l-public' }),
  postButton4: deviceAccount(isPostButton, { enabled: false, visibility: 'followers' }),
  postButton5: deviceAccount(isPostButton, { enabled: false, visibility: 'specified' }),
  localAndFollower: deviceAccount(isBoolean, false),
  statusbars: deviceAccount(arrayOf(isStatusbar), []),
  widgets: deviceAccount(arrayOf(isWidget), []),
  tl: deviceAccount(isTimelineSelection, { src: 'social', arg: null }),
  deck: deviceAccount(isDeckSettings, { profile: 'default', profiles: {} }),
  /** The chosen layout: universal (default), classic, or the deck (the deck shows only at /). */
  ui: deviceAccount(oneOf(UI_LAYOUTS), 'universal'),
  /** Preferences backup kept up to date automatically (its registry key), or null (spec §9). */
  preferencesAutoBackup: deviceAccount(nullable(isString), null),
  /** When this device last wrote a preferences backup (ms), for the automatic backup rule. */
  preferencesLastBackupAt: deviceAccount(nullable(isNumber), null),
  /** When this device last used the client with this account (ms), for the automatic backup rule. */
  lastUsedAt: deviceAccount(nullable(isNumber), null),
};
