/** The main menu's items live with the layouts (the settings' menu editor uses them too). */
export { DEFAULT_MENU, MENU_ITEMS, resolveMenu, type MenuItemDef } from '@/ui/layouts/menu-catalog';
