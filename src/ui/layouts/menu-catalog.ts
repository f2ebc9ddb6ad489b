import type { MessageKey } from '@/core/i18n';
import { DEFAULT_MENU as DEFAULT_MENU_SETTING } from '@/core/settings';

/** A main-menu entry: a link, or an action such as reload. */
export interface MenuItemDef {
  id: string;
  label: MessageKey;
  icon: string;
  to?: string;
  action?: () => void;
  /** Shown only to signed-in users with this flag. */
  requires?: 'privileged';
}

/** Every item the main menu can hold; the `menu` setting picks and orders them. */
export const MENU_ITEMS: Record<string, MenuItemDef> = {
  timeline: { id: 'timeline', label: 'nav.timeline', icon: '⌂', to: '/' },
  notifications: { id: 'notifications', label: 'nav.notifications', icon: '🔔', to: '/my/notifications' },
  followRequests: { id: 'followRequests', label: 'nav.followRequests', icon: '👤', to: '/my/follow-requests' },
  explore: { id: 'explore', label: 'nav.explore', icon: '#', to: '/explore' },
  pages: { id: 'pages', label: 'nav.pages', icon: '📄', to: '/pages' },
  favorites: { id: 'favorites', label: 'nav.favorites', icon: '★', to: '/my/favorites' },
  channels: { id: 'channels', label: 'nav.channels', icon: '📺', to: '/channels' },
  search: { id: 'search', label: 'nav.search', icon: '🔍', to: '/search' },
  announcements: { id: 'announcements', label: 'nav.announcements', icon: '📢', to: '/announcements' },
  reload: { id: 'reload', label: 'nav.reload', icon: '↻', action: () => location.reload() },
};

/** The default main menu (spec section 2): timeline leads, the `menu` setting's default follows. */
export const DEFAULT_MENU: readonly string[] = ['timeline', ...DEFAULT_MENU_SETTING];

/** Items the menu editor offers: every item but the timeline, which always leads. */
export const EDITABLE_MENU_ITEMS: readonly string[] = Object.keys(MENU_ITEMS).filter((id) => id !== 'timeline');

/** The items to show for a stored `menu` value: unknown ids are skipped, timeline always leads. */
export function resolveMenu(menu: readonly string[] | null | undefined): MenuItemDef[] {
  const ids = menu && menu.length > 0 ? menu : DEFAULT_MENU;
  const items = ids.map((id) => MENU_ITEMS[id]).filter((x): x is MenuItemDef => !!x);
  if (!items.some((i) => i.id === 'timeline')) items.unshift(MENU_ITEMS.timeline!);
  return items;
}
