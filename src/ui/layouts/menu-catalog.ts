import type { StartCapabilities as Capabilities } from '@/core/capabilities';
import type { MessageKey } from '@/core/i18n';
import {
  IconAntenna, IconBell, IconDeviceTv, IconFileText, IconFolder, IconHash, IconHome, IconInfoCircle, IconList, IconMessages,
  IconPaperclip, IconPhoto, IconRefresh, IconSearch, IconSpeakerphone, IconStar, IconTags, IconUserPlus, IconUsers,
  type TablerIcon,
} from '@/ui/icons';
import { DEFAULT_MENU as DEFAULT_MENU_SETTING } from '@/core/settings';

/** A main-menu entry: a link, or an action such as reload. */
export interface MenuItemDef {
  id: string;
  label: MessageKey;
  icon: TablerIcon;
  to?: string;
  action?: () => void;
  /** Shown only to signed-in users with this flag. */
  requires?: 'privileged';
  /** Shown only when the server offers this (Misskey 13+ has no messaging or groups). */
  capability?: { [K in keyof Capabilities]: Capabilities[K] extends boolean ? K : never }[keyof Capabilities];
}

/** Every item the main menu can hold; the `menu` setting picks and orders them. */
export const MENU_ITEMS: Record<string, MenuItemDef> = {
  timeline: { id: 'timeline', label: 'nav.timeline', icon: IconHome, to: '/' },
  notifications: { id: 'notifications', label: 'nav.notifications', icon: IconBell, to: '/my/notifications' },
  followRequests: { id: 'followRequests', label: 'nav.followRequests', icon: IconUserPlus, to: '/my/follow-requests' },
  explore: { id: 'explore', label: 'nav.explore', icon: IconHash, to: '/explore' },
  pages: { id: 'pages', label: 'nav.pages', icon: IconFileText, to: '/pages' },
  favorites: { id: 'favorites', label: 'nav.favorites', icon: IconStar, to: '/my/favorites' },
  channels: { id: 'channels', label: 'nav.channels', icon: IconDeviceTv, to: '/channels' },
  search: { id: 'search', label: 'nav.search', icon: IconSearch, to: '/search' },
  announcements: { id: 'announcements', label: 'nav.announcements', icon: IconSpeakerphone, to: '/announcements' },
  messaging: { id: 'messaging', label: 'nav.messaging', icon: IconMessages, to: '/my/messaging', capability: 'messaging' },
  drive: { id: 'drive', label: 'nav.drive', icon: IconFolder, to: '/my/drive' },
  lists: { id: 'lists', label: 'nav.lists', icon: IconList, to: '/my/lists' },
  antennas: { id: 'antennas', label: 'nav.antennas', icon: IconAntenna, to: '/my/antennas' },
  clips: { id: 'clips', label: 'nav.clips', icon: IconPaperclip, to: '/my/clips' },
  groups: { id: 'groups', label: 'nav.groups', icon: IconUsers, to: '/my/groups', capability: 'groups' },
  gallery: { id: 'gallery', label: 'nav.gallery', icon: IconPhoto, to: '/gallery' },
  categories: { id: 'categories', label: 'nav.categories', icon: IconTags, to: '/categories', capability: 'categories' },
  about: { id: 'about', label: 'nav.about', icon: IconInfoCircle, to: '/about' },
  reload: { id: 'reload', label: 'nav.reload', icon: IconRefresh, action: () => location.reload() },
};

/** The default main menu (spec section 2): timeline leads, the `menu` setting's default follows. */
export const DEFAULT_MENU: readonly string[] = ['timeline', ...DEFAULT_MENU_SETTING];

/** Items the menu editor offers: every item but the timeline, which always leads. */
export const EDITABLE_MENU_ITEMS: readonly string[] = Object.keys(MENU_ITEMS).filter((id) => id !== 'timeline');

/** Whether the server offers an item (items with no capability always show). */
export function offered(item: MenuItemDef, caps: Pick<Capabilities, MenuItemDef['capability'] & keyof Capabilities>): boolean {
  return !item.capability || caps[item.capability];
}

/** The "more" panel's items: every area but the timeline (which always leads the menu), those the server lacks left out. */
export function moreItems(caps: Capabilities): MenuItemDef[] {
  return EDITABLE_MENU_ITEMS.map((id) => MENU_ITEMS[id]!).filter((item) => offered(item, caps));
}

/** The items to show for a stored `menu` value: unknown ids are skipped, timeline always leads. */
export function resolveMenu(menu: readonly string[] | null | undefined): MenuItemDef[] {
  const ids = menu && menu.length > 0 ? menu : DEFAULT_MENU;
  const items = ids.map((id) => MENU_ITEMS[id]).filter((x): x is MenuItemDef => !!x);
  if (!items.some((i) => i.id === 'timeline')) items.unshift(MENU_ITEMS.timeline!);
  return items;
}
