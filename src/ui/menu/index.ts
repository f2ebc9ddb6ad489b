/**
 * The light half of the menu kit: the trigger and the entry types. The popup itself
 * (`@/ui/menu/MenuPopup`, with the positioning library) is imported where a menu is rendered,
 * lazily from anything on the start path.
 */
export { MenuButton, type MenuHost, type MenuTriggerProps } from './MenuButton';
export { isAction, tidyEntries, type MenuAction, type MenuDivider, type MenuEntry, type MenuLabel, type MenuPoint } from './menu-types';
