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
  { path: 'overview', label: 'adminScreens.nav.overview', icon: IconDashboard, role: 'moderator' },
  { path: 'users', label: 'adminScreens.nav.users', icon: IconUsers, role: 'moderator' },
  { path: 'emojis', label: 'adminScreens.nav.emojis', icon: IconMoodSmile, role: 'moderator' },
  { path: 'announcements', label: 'adminScreens.nav.announcements', icon: IconSpeakerphone, role: 'moderator' },
  { path: 'abuses', label: 'adminScreens.nav.abuses', icon: IconAlertTriangle, role: 'moderator' },
  { path: 'federation', label: 'adminScreens.nav.federation', icon: IconPlanet, role: 'moderator' },
  { path: 'hashtags', label: 'adminScreens.nav.hashtags', icon: IconHash, role: 'moderator' },
  { path: 'files', label: 'adminScreens.nav.files', icon: IconFolder, role: 'moderator' },
  { path: 'queue', label: 'adminScreens.nav.queue', icon: IconStack2, role: 'moderator' },
  { path: 'ads', label: 'adminScreens.nav.ads', icon: IconAd, role: 'moderator' },
  { path: 'database', label: 'adminScreens.nav.database', icon: IconDatabase, role: 'moderator' },
  { path: 'relays', label: 'adminScreens.nav.relays', icon: IconBroadcast, role: 'moderator' },
  { path: 'settings', label: 'adminScreens.nav.settings', icon: IconSettings, role: 'admin' },
  { path: 'email-settings', label: 'adminScreens.nav.emailSettings', icon: IconMail, role: 'admin' },
  { path: 'object-storage', label: 'adminScreens.nav.objectStorage', icon: IconCloud, role: 'admin' },
  { path: 'security', label: 'adminScreens.nav.security', icon: IconShield, role: 'admin' },
  { path: 'integrations', label: 'adminScreens.nav.integrations', icon: IconPlug, role: 'admin' },
  { path: 'instance-block', label: 'adminScreens.nav.instanceBlock', icon: IconBan, role: 'admin' },
  { path: 'proxy-account', label: 'adminScreens.nav.proxyAccount', icon: IconUser, role: 'admin' },
  { path: 'other-settings', label: 'adminScreens.nav.otherSettings', icon: IconAdjustments, role: 'admin' },
];

export function canOpen(role: AdminRole, account: StoredAccount | null): boolean {
  if (!account) return false;
  return role === 'admin' ? !!account.isAdmin : !!(account.isAdmin || account.isModerator);
}

/** The pages this account may open. */
export function adminPagesFor(account: StoredAccount | null): AdminPageDef[] {
  return ADMIN_PAGES.filter((p) => canOpen(p.role, account));
}
