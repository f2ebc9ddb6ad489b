/**
 * The searchable catalogue: every setting once, as (page, anchor, label key). Built from the
 * declarative client items plus the hand-built account and appearance pages.
 */
import type { MessageKey } from '@/core/i18n';
import { PAGE_ITEMS } from './items';
import { SETTINGS_PAGES, type SettingsPageId } from './pages';

export interface CatalogueEntry {
  /** Page id (path segment after /settings/). */
  page: string;
  /** Element id on the page; null = the page itself. */
  anchor: string | null;
  labelKey: MessageKey;
}

/** A page of the page table, or a sub-page of one (`profile/icon-generator`). */
type PageRef = SettingsPageId | `${SettingsPageId}/${string}`;

const e = (page: PageRef, anchor: string, labelKey: MessageKey): CatalogueEntry => ({ page, anchor, labelKey });

/** Settings of the hand-built pages (their components use the same anchors; anchors.test.ts checks they do). */
export const BESPOKE: readonly CatalogueEntry[] = [
  e('general', 'language', 'settingsScreens.general.language'),
  e('profile', 'name', 'settingsScreens.profile.name'),
  e('profile', 'description', 'settingsScreens.profile.description'),
  e('profile', 'avatar', 'settingsScreens.profile.avatar'),
  e('profile', 'banner', 'settingsScreens.profile.banner'),
  e('profile', 'fields', 'settingsScreens.profile.fields'),
  e('profile', 'birthday', 'settingsScreens.profile.birthday'),
  e('profile', 'location', 'settingsScreens.profile.location'),
  e('profile', 'flags', 'settingsScreens.profile.isCat'),
  e('profile', 'flags', 'settingsScreens.profile.isBot'),
  e('profile/icon-generator', 'generator', 'settingsScreens.pages.iconGenerator'),
  e('privacy', 'locked', 'settingsScreens.privacy.isLocked'),
  e('privacy', 'ff', 'settingsScreens.privacy.ffVisibility'),
  e('privacy', 'reactions', 'settingsScreens.privacy.publicReactions'),
  e('privacy', 'online', 'settingsScreens.privacy.hideOnlineStatus'),
  e('privacy', 'crawle', 'settingsScreens.privacy.noCrawle'),
  e('privacy', 'ai', 'settingsScreens.privacy.preventAiLearning'),
  e('privacy', 'explorable', 'settingsScreens.privacy.isExplorable'),
  e('notifications', 'receive', 'settingsScreens.notifications.receive'),
  e('notifications', 'email', 'settingsScreens.notifications.email'),
  e('email', 'address', 'settingsScreens.email.address'),
  e('security', 'password', 'settingsScreens.security.changePassword'),
  e('security', 'two-factor', 'settingsScreens.security.twoFactor'),
  e('security', 'keys', 'settingsScreens.security.securityKeys'),
  e('security', 'history', 'settingsScreens.security.signinHistory'),
  e('security', 'sessions', 'settingsScreens.security.signOutOthers'),
  e('security', 'sessions', 'settingsScreens.security.regenerateToken'),
  e('reaction', 'deck', 'settingsScreens.reaction.deck'),
  e('reaction', 'fav', 'settingsScreens.reaction.favButton'),
  e('drive', 'upload-folder', 'settingsScreens.drive.uploadFolder'),
  e('postform', 'post-buttons', 'settingsScreens.postform.postButton'),
  e('word-mute', 'soft', 'settingsScreens.wordMute.soft'),
  e('word-mute', 'hard', 'settingsScreens.wordMute.hard'),
  e('word-mute', 'reaction', 'settingsScreens.wordMute.reactionMute'),
  e('mute-block', 'muted', 'settingsScreens.muteBlock.muted'),
  e('mute-block', 'blocked', 'settingsScreens.muteBlock.blocked'),
  e('mute-block', 'renote', 'settingsScreens.muteBlock.renoteMuted'),
  e('instance-mute', 'hosts', 'settingsScreens.instanceMute.hosts'),
  e('import-export', 'export', 'settingsScreens.importExport.export'),
  e('import-export', 'import', 'settingsScreens.importExport.import'),
  e('api', 'generate', 'settingsScreens.api.generate'),
  e('apps', 'authorized', 'settingsScreens.apps.authorized'),
  e('webhook', 'list', 'settingsScreens.webhook.create'),
  e('migration', 'aliases', 'settingsScreens.migration.aliases'),
  e('migration', 'move', 'settingsScreens.migration.move'),
  e('preferences-backups', 'save', 'settingsScreens.backups.save'),
  e('preferences-backups', 'auto', 'settingsScreens.backups.auto'),
  e('statusbar', 'add', 'settingsScreens.statusbar.add'),
  e('custom-katex-macro', 'macros', 'settingsScreens.katex.macros'),
  e('deck', 'profiles', 'settingsScreens.deck.profiles'),
  e('other', 'error-log', 'settingsScreens.other.errorLog'),
  e('other', 'registry', 'settingsScreens.other.registry'),
  e('other', 'reset', 'settingsScreens.other.reset'),
];

/** Every page title, every declarative item and every hand-built setting. */
export function buildCatalogue(): CatalogueEntry[] {
  const out: CatalogueEntry[] = SETTINGS_PAGES.map((p) => ({ page: p.id, anchor: null, labelKey: p.titleKey }));
  for (const [page, items] of Object.entries(PAGE_ITEMS)) {
    for (const item of items) out.push({ page, anchor: item.anchor, labelKey: item.labelKey });
  }
  out.push(...BESPOKE);
  return out;
}

export const SETTINGS_CATALOGUE: readonly CatalogueEntry[] = buildCatalogue();
