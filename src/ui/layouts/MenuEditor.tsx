import { useI18n } from '@/core/i18n';
import { useCapabilities } from '@/core/capabilities';
import { useSetting } from '@/core/settings';
import { EDITABLE_MENU_ITEMS, MENU_ITEMS, offered } from './menu-catalog';
import { moveMenuItem, toggleMenuItem } from './menu-editor';
import styles from './MenuEditor.module.css';
import { IconArrowDown, IconArrowUp } from '@/ui/icons';

/** Edits the `menu` setting: which main menu items show, and in what order (the timeline always leads). */
export function MenuEditor() {
  const { t } = useI18n();
  const [menu, setMenu] = useSetting('menu');
  const caps = useCapabilities();
  // What the server does not offer (messaging on Misskey 13+, …) is neither shown nor offered.
  const available = EDITABLE_MENU_ITEMS.filter((id) => offered(MENU_ITEMS[id]!, caps));
  const shown = menu.filter((id) => available.includes(id));
  const hidden = available.filter((id) => !shown.includes(id));
  return (
    <ul className={styles.menu} aria-label={t('layout.menuItems')}>
      {[...shown, ...hidden].map((id) => {
        const item = MENU_ITEMS[id];
        if (!item) return null;
        const on = shown.includes(id);
        const i = shown.indexOf(id);
        return (
          <li key={id} className={styles.menuItem}>
            <label>
              <input type="checkbox" checked={on} onChange={(e) => setMenu(toggleMenuItem(menu, id, e.target.checked))} />
              <item.icon aria-hidden size={18} />
              {t(item.label)}
            </label>
            <button type="button" className={styles.tool} disabled={!on || i === 0} onClick={() => setMenu(moveMenuItem(menu, id, -1))} aria-label={t('layout.moveUp', { name: t(item.label) })}>
              <IconArrowUp aria-hidden size={16} />
            </button>
            <button type="button" className={styles.tool} disabled={!on || i === shown.length - 1} onClick={() => setMenu(moveMenuItem(menu, id, 1))} aria-label={t('layout.moveDown', { name: t(item.label) })}>
              <IconArrowDown aria-hidden size={16} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
