import type { StoredAccount } from '@/core/accounts/account-types';
import type { MessageKey } from '@/core/i18n';
import {
  IconAd, IconAlertTriangle, IconBan, IconBroadcast, IconCloud, IconDashboard, IconDatabase, IconFolder, IconHash, IconMail,
  IconMoodSmile, IconPlanet, IconPlug, IconSettings, IconShield, IconSpeakerphone, IconStack2, IconUser, IconUsers, IconAdjustments,
  type TablerIcon,
} from '@/ui/icons';

export type AdminRole = 'moderator' | 'admin';

export interface AdminPageDef {
  /** The path segment under /admin (/admin itself leads to the overview). */
  path: string;
  label: MessageKey;
  icon: TablerIcon;
  /** Who may open it: moderators see moderator pages; administrators see all. */
  role: AdminRole;
}

/** The admin area's children (spec section 2), in the order the side list shows them. */
export const ADMIN_PAGES: readonly AdminPageDef[] = [
  { path: 'overview', label: 'adminArea.nav.overview', icon: IconDashboard, role: 'moderator' },
  { path: 'users', label: 'adminArea.nav.users', icon: IconUsers, role: 'moderator' },
  { path: 'emojis', label: 'adminArea.nav.emojis', icon: IconMoodSmile, role: 'moderator' },
  { path: 'announcements', label: 'adminArea.nav.announcements', icon: IconSpeakerphone, role: 'moderator' },
  { path: 'abuses', label: 'adminArea.nav.abuses', icon: IconAlertTriangle, role: 'moderator' },
  { path: 'federation', label: 'adminArea.nav.federation', icon: IconPlanet, role: 'moderator' },
  { path: 'hashtags', label: 'adminArea.nav.hashtags', icon: IconHash, role: 'moderator' },
  { path: 'files', label: 'adminArea.nav.files', icon: IconFolder, role: 'moderator' },
  { path: 'queue', label: 'adminArea.nav.queue', icon: IconStack2, role: 'moderator' },
  { path: 'ads', label: 'adminArea.nav.ads', icon: IconAd, role: 'moderator' },
  { path: 'database', label: 'adminArea.nav.database', icon: IconDatabase, role: 'moderator' },
  { path: 'relays', label: 'adminArea.nav.relays', icon: IconBroadcast, role: 'moderator' },
  { path: 'settings', label: 'adminArea.nav.settings', icon: IconSettings, role: 'admin' },
  { path: 'email-settings', label: 'adminArea.nav.emailSettings', icon: IconMail, role: 'admin' },
  { path: 'object-storage', label: 'adminArea.nav.objectStorage', icon: IconCloud, role: 'admin' },
  { path: 'security', label: 'adminArea.nav.security', icon: IconShield, role: 'admin' },
  { path: 'integrations', label: 'adminArea.nav.integrations', icon: IconPlug, role: 'admin' },
  { path: 'instance-block', label: 'adminArea.nav.instanceBlock', icon: IconBan, role: 'admin' },
  { path: 'proxy-account', label: 'adminArea.nav.proxyAccount', icon: IconUser, role: 'admin' },
  { path: 'other-settings', label: 'adminArea.nav.otherSettings', icon: IconAdjustments, role: 'admin' },
];

export function canOpen(role: AdminRole, account: StoredAccount | null): boolean {
  if (!account) return false;
  return role === 'admin' ? !!account.isAdmin : !!(account.isAdmin || account.isModerator);
}

/** The pages this account may open. */
export function adminPagesFor(account: StoredAccount | null): AdminPageDef[] {
  return ADMIN_PAGES.filter((p) => canOpen(p.role, account));
}
