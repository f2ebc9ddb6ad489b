import { MenuEditor } from '@/ui/layouts/MenuEditor';
import { GENERAL_ITEMS } from '../catalogue/items';
import { SettingItems } from '../controls/SettingControl';
import { SettingsPageFrame } from '../SettingsPageFrame';

/** Navigation bar: the menu editor and how the menu is shown. */
export function NavbarPage() {
  return (
    <SettingsPageFrame page="navbar">
      <SettingItems items={GENERAL_ITEMS.filter((i) => i.anchor === 'menu-display')} />
      <MenuEditor />
    </SettingsPageFrame>
  );
}
