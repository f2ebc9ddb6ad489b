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
  e('general', 'language', 'settingsPages.general.language'),
  e('profile', 'name', 'settingsPages.profile.name'),
  e('profile', 'description', 'settingsPages.profile.description'),
  e('profile', 'avatar', 'settingsPages.profile.avatar'),
  e('profile', 'banner', 'settingsPages.profile.banner'),
  e('profile', 'fields', 'settingsPages.profile.fields'),
  e('profile', 'birthday', 'settingsPages.profile.birthday'),
  e('profile', 'location', 'settingsPages.profile.location'),
  e('profile', 'flags', 'settingsPages.profile.isCat'),
  e('profile', 'flags', 'settingsPages.profile.isBot'),
  e('profile/icon-generator', 'generator', 'settingsPages.pages.iconGenerator'),
  e('privacy', 'locked', 'settingsPages.privacy.isLocked'),
  e('privacy', 'ff', 'settingsPages.privacy.ffVisibility'),
  e('privacy', 'reactions', 'settingsPages.privacy.publicReactions'),
  e('privacy', 'online', 'settingsPages.privacy.hideOnlineStatus'),
  e('privacy', 'crawle', 'settingsPages.privacy.noCrawle'),
  e('privacy', 'ai', 'settingsPages.privacy.preventAiLearning'),
  e('privacy', 'explorable', 'settingsPages.privacy.isExplorable'),
  e('notifications', 'receive', 'settingsPages.notifications.receive'),
  e('notifications', 'email', 'settingsPages.notifications.email'),
  e('email', 'address', 'settingsPages.email.address'),
  e('security', 'password', 'settingsPages.security.changePassword'),
  e('security', 'two-factor', 'settingsPages.security.twoFactor'),
  e('security', 'keys', 'settingsPages.security.securityKeys'),
  e('security', 'history', 'settingsPages.security.signinHistory'),
  e('security', 'sessions', 'settingsPages.security.signOutOthers'),
  e('security', 'sessions', 'settingsPages.security.regenerateToken'),
  e('reaction', 'deck', 'settingsPages.reaction.deck'),
  e('reaction', 'fav', 'settingsPages.reaction.favButton'),
  e('drive', 'upload-folder', 'settingsPages.drive.uploadFolder'),
  e('postform', 'post-buttons', 'settingsPages.postform.postButton'),
  e('word-mute', 'soft', 'settingsPages.wordMute.soft'),
  e('word-mute', 'hard', 'settingsPages.wordMute.hard'),
  e('word-mute', 'reaction', 'settingsPages.wordMute.reactionMute'),
  e('mute-block', 'muted', 'settingsPages.muteBlock.muted'),
  e('mute-block', 'blocked', 'settingsPages.muteBlock.blocked'),
  e('mute-block', 'renote', 'settingsPages.muteBlock.renoteMuted'),
  e('instance-mute', 'hosts', 'settingsPages.instanceMute.hosts'),
  e('import-export', 'export', 'settingsPages.importExport.export'),
  e('import-export', 'import', 'settingsPages.importExport.import'),
  e('api', 'generate', 'settingsPages.api.generate'),
  e('apps', 'authorized', 'settingsPages.apps.authorized'),
  e('webhook', 'list', 'settingsPages.webhook.create'),
  e('migration', 'aliases', 'settingsPages.migration.aliases'),
  e('migration', 'move', 'settingsPages.migration.move'),
  e('preferences-backups', 'save', 'settingsPages.backups.save'),
  e('preferences-backups', 'auto', 'settingsPages.backups.auto'),
  e('statusbar', 'add', 'settingsPages.statusbar.add'),
  e('custom-katex-macro', 'macros', 'settingsPages.katex.macros'),
  e('deck', 'profiles', 'settingsPages.deck.profiles'),
  e('other', 'error-log', 'settingsPages.other.errorLog'),
  e('other', 'registry', 'settingsPages.other.registry'),
  e('other', 'reset', 'settingsPages.other.reset'),
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
