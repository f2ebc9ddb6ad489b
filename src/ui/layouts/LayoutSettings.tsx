import { useId } from 'react';
import { useI18n, type MessageKey } from '@/core/i18n';
import { UI_LAYOUTS, useSetting } from '@/core/settings';
import { MenuEditor } from './MenuEditor';
import styles from './LayoutSettings.module.css';

const LAYOUT_LABEL: Record<(typeof UI_LAYOUTS)[number], MessageKey> = { universal: 'layout.universal', classic: 'layout.classic', deck: 'layout.deck' };
const MENU_DISPLAY = ['sideFull', 'sideIcon', 'top'] as const;
const DEVICE_KINDS = ['auto', 'smartphone', 'tablet', 'desktop', 'desktop-force'] as const;

/** Settings of the layout: which one (universal, classic, deck), the menu, the device kind, the page cache and dark mode. */
export function LayoutSettings() {
  const { t } = useI18n();
  const id = useId();
  const [ui, setUi] = useSetting('ui');
  const [menuDisplay, setMenuDisplay] = useSetting('menuDisplay');
  const [deviceKind, setDeviceKind] = useSetting('overridedDeviceKind');
  const [pageCache, setPageCache] = useSetting('numberOfPageCache');
  const [darkMode, setDarkMode] = useSetting('darkMode');
  return (
    <section className={styles.section} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={styles.heading}>
        {t('layout.title')}
      </h2>
      <label className={styles.field}>
        <span>{t('layout.ui')}</span>
        <select name="ui" value={ui} onChange={(e) => setUi(e.target.value as typeof ui)}>
          {UI_LAYOUTS.map((x) => (
            <option key={x} value={x}>
              {t(LAYOUT_LABEL[x])}
            </option>
          ))}
        </select>
        <small className={styles.hint}>{t('layout.uiHint')}</small>
      </label>
      <label className={styles.field}>
        <span>{t('layout.menuDisplay')}</span>
        <select name="menuDisplay" value={menuDisplay} onChange={(e) => setMenuDisplay(e.target.value as typeof menuDisplay)}>
          {MENU_DISPLAY.map((x) => (
            <option key={x} value={x}>
              {t(`layout.menuDisplayOptions.${x}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('layout.deviceKind')}</span>
        <select name="overridedDeviceKind" value={deviceKind ?? 'auto'} onChange={(e) => setDeviceKind(e.target.value === 'auto' ? null : (e.target.value as NonNullable<typeof deviceKind>))}>
          {DEVICE_KINDS.map((x) => (
            <option key={x} value={x}>
              {t(`layout.deviceKinds.${x}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('layout.pageCache')}</span>
        <input type="number" name="numberOfPageCache" min={0} max={20} value={pageCache} onChange={(e) => e.target.value !== '' && setPageCache(Math.max(0, Math.min(20, Math.round(Number(e.target.value)))))} />
        <small className={styles.hint}>{t('layout.pageCacheHint')}</small>
      </label>
      <label className={styles.check}>
        <input type="checkbox" name="darkMode" checked={darkMode} onChange={(e) => setDarkMode(e.target.checked)} />
        <span>{t('layout.darkMode')}</span>
      </label>
      <h3 className={styles.heading}>{t('layout.menuItems')}</h3>
      <MenuEditor />
    </section>
  );
}
