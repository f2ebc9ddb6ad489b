/**
 * The settings pages as data: the index groups (spec section 2's list) and one entry per page.
 * Pages marked `external` are built by the appearance work; the index only links to them.
 */
import type { ComponentType } from 'react';
import type { MessageKey } from '@/core/i18n';
import {
  IconActivity, IconAdjustments, IconApps, IconBan, IconBell, IconBrush, IconCode, IconCloudUpload,
  IconFileExport, IconFolder, IconInfoCircle, IconKey, IconLayoutColumns, IconLayoutSidebar, IconLink, IconLock, IconMail,
  IconMessageCircle, IconMoodSmile, IconPalette, IconPencil, IconPuzzle, IconServer, IconShield,
  IconSparkles, IconSwitchHorizontal, IconTrash, IconUser, IconUsers, IconVolume, IconWebhook, IconWorldOff, IconDots,
  IconMoodHappy, IconListDetails, IconEyeOff, IconPlug,
} from '@/ui/icons';

export type SettingsGroup = 'basic' | 'client' | 'other';

export interface SettingsPageInfo {
  /** Path segment after /settings/. */
  id: string;
  titleKey: MessageKey;
  group: SettingsGroup;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Built by another area (appearance); linked, never created here. */
  external?: true;
}

export const SETTINGS_GROUPS: ReadonlyArray<{ id: SettingsGroup; titleKey: MessageKey }> = [
  { id: 'basic', titleKey: 'settingsScreens.groups.basic' },
  { id: 'client', titleKey: 'settingsScreens.groups.client' },
  { id: 'other', titleKey: 'settingsScreens.groups.other' },
];

/**
 * THE list of settings pages: the index (navigation) draws it, each page's frame takes its title
 * from it, and the search catalogue (./catalogue.ts) lists every page of it and refers to its
 * pages by `SettingsPageId`, so an anchor of a page that is not here does not compile.
 */
export const SETTINGS_PAGES = [
  { id: 'profile', titleKey: 'settingsScreens.pages.profile', group: 'basic', icon: IconUser },
  { id: 'privacy', titleKey: 'settingsScreens.pages.privacy', group: 'basic', icon: IconLock },
  { id: 'reaction', titleKey: 'settingsScreens.pages.reaction', group: 'basic', icon: IconMoodSmile },
  { id: 'drive', titleKey: 'settingsScreens.pages.drive', group: 'basic', icon: IconFolder },
  { id: 'notifications', titleKey: 'settingsScreens.pages.notifications', group: 'basic', icon: IconBell },
  { id: 'email', titleKey: 'settingsScreens.pages.email', group: 'basic', icon: IconMail },
  { id: 'integration', titleKey: 'settingsScreens.pages.integration', group: 'basic', icon: IconLink },
  { id: 'security', titleKey: 'settingsScreens.pages.security', group: 'basic', icon: IconShield },
  { id: 'general', titleKey: 'settingsScreens.pages.general', group: 'client', icon: IconAdjustments },
  { id: 'timeline', titleKey: 'settingsScreens.pages.timeline', group: 'client', icon: IconListDetails },
  { id: 'behavior', titleKey: 'settingsScreens.pages.behavior', group: 'client', icon: IconActivity },
  { id: 'postform', titleKey: 'settingsScreens.pages.postform', group: 'client', icon: IconPencil },
  { id: 'appearance', titleKey: 'settingsScreens.pages.appearance', group: 'client', icon: IconBrush, external: true },
  { id: 'theme', titleKey: 'settingsScreens.pages.theme', group: 'client', icon: IconPalette, external: true },
  { id: 'navbar', titleKey: 'settingsScreens.pages.navbar', group: 'client', icon: IconLayoutSidebar },
  { id: 'statusbar', titleKey: 'settingsScreens.pages.statusbar', group: 'client', icon: IconMessageCircle },
  { id: 'sounds', titleKey: 'settingsScreens.pages.sounds', group: 'client', icon: IconVolume, external: true },
  { id: 'emoji-picker-order', titleKey: 'settingsScreens.pages.emojiPickerOrder', group: 'client', icon: IconMoodHappy, external: true },
  { id: 'fun', titleKey: 'settingsScreens.pages.fun', group: 'client', icon: IconSparkles },
  { id: 'deck', titleKey: 'settingsScreens.pages.deck', group: 'client', icon: IconLayoutColumns },
  { id: 'custom-css', titleKey: 'settingsScreens.pages.customCss', group: 'client', icon: IconCode, external: true },
  { id: 'custom-katex-macro', titleKey: 'settingsScreens.pages.customKatexMacro', group: 'client', icon: IconPuzzle },
  { id: 'plugin', titleKey: 'settingsScreens.pages.plugin', group: 'client', icon: IconPlug, external: true },
  { id: 'mute-block', titleKey: 'settingsScreens.pages.muteBlock', group: 'other', icon: IconBan },
  { id: 'word-mute', titleKey: 'settingsScreens.pages.wordMute', group: 'other', icon: IconEyeOff },
  { id: 'instance-mute', titleKey: 'settingsScreens.pages.instanceMute', group: 'other', icon: IconWorldOff },
  { id: 'import-export', titleKey: 'settingsScreens.pages.importExport', group: 'other', icon: IconFileExport },
  { id: 'api', titleKey: 'settingsScreens.pages.api', group: 'other', icon: IconKey },
  { id: 'apps', titleKey: 'settingsScreens.pages.apps', group: 'other', icon: IconApps },
  { id: 'webhook', titleKey: 'settingsScreens.pages.webhook', group: 'other', icon: IconWebhook },
  { id: 'accounts', titleKey: 'settingsScreens.pages.accounts', group: 'other', icon: IconUsers },
  { id: 'preferences-backups', titleKey: 'settingsScreens.pages.preferencesBackups', group: 'other', icon: IconCloudUpload },
  { id: 'migration', titleKey: 'settingsScreens.pages.migration', group: 'other', icon: IconSwitchHorizontal },
  { id: 'account-info', titleKey: 'settingsScreens.pages.accountInfo', group: 'other', icon: IconInfoCircle },
  { id: 'delete-account', titleKey: 'settingsScreens.pages.deleteAccount', group: 'other', icon: IconTrash },
  { id: 'other', titleKey: 'settingsScreens.pages.other', group: 'other', icon: IconDots },
  { id: 'client', titleKey: 'settingsScreens.pages.client', group: 'other', icon: IconServer },
] as const satisfies readonly SettingsPageInfo[];

/** The id of a page in SETTINGS_PAGES. */
export type SettingsPageId = (typeof SETTINGS_PAGES)[number]['id'];

export function settingsPagePath(id: string): string {
  return `/settings/${id}`;
}

