import { Link } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { useSetting, type ThemeValue } from '@/core/settings';
import { IconColorSwatch, IconDownload, IconPalette, IconSettings } from '@/ui/icons';
import { PageHeader } from '@/ui/page/PageHeader';
import { themeBase, type Theme, type ThemeBase } from '@/ui/theme/theme-keys';
import { ThemePreview } from './ThemePreview';
import { useBuiltinThemes } from './use-builtin-themes';
import styles from './Theme.module.css';

function ThemeSelect({ base, value, builtin, installed, onChange }: { base: ThemeBase; value: ThemeValue | null; builtin: readonly Theme[]; installed: readonly Theme[]; onChange: (t: Theme | null) => void }) {
  const { t } = useI18n();
  const id = `theme-${base}`;
  const ofBase = (list: readonly Theme[]) => list.filter((th) => themeBase(th) === base);
  const all = [...builtin, ...installed];
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {base === 'light' ? t('theme.theme.lightTheme') : t('theme.theme.darkTheme')}
      </label>
      <select
        id={id}
        className={styles.select}
        data-theme-select={base}
        value={value?.id ?? ''}
        onChange={(e) => onChange(all.find((th) => th.id === e.target.value) ?? null)}
      >
        <option value="">{t('theme.theme.defaultTheme')}</option>
        <optgroup label={t('theme.theme.builtin')}>
          {ofBase(builtin).map((th) => (
            <option key={th.id} value={th.id}>
              {th.name}
            </option>
          ))}
        </optgroup>
        {ofBase(installed).length > 0 && (
          <optgroup label={t('theme.theme.installed')}>
            {ofBase(installed).map((th) => (
              <option key={th.id} value={th.id}>
                {th.name}
              </option>
            ))}
          </optgroup>
        )}
        {value && !all.some((th) => th.id === value.id) && <option value={value.id}>{value.name}</option>}
      </select>
    </div>
  );
}

/** /settings/theme: light and dark themes chosen separately, dark mode or device sync, and the theme tools. */
export function ThemeSettingsPage() {
  const { t } = useI18n();
  const builtin = useBuiltinThemes() ?? [];
  const [installed] = useSetting('themes');
  const [lightTheme, setLightTheme] = useSetting('lightTheme');
  const [darkTheme, setDarkTheme] = useSetting('darkTheme');
  const [darkMode, setDarkMode] = useSetting('darkMode');
  const [sync, setSync] = useSetting('syncDeviceDarkMode');
  const current = darkMode ? darkTheme : lightTheme;
  return (
    <section data-page="settings-theme">
      <PageHeader title={t('theme.theme.title')} />
      <div className={styles.page}>
        <div className={styles.section}>
          <label className={styles.row}>
            <input type="checkbox" checked={darkMode} disabled={sync} onChange={(e) => setDarkMode(e.target.checked)} data-setting="darkMode" />
            {t('theme.theme.darkMode')}
          </label>
          <label className={styles.row}>
            <input type="checkbox" checked={sync} onChange={(e) => setSync(e.target.checked)} data-setting="syncDeviceDarkMode" />
            {t('theme.theme.syncDevice')}
          </label>
          <p className={styles.hint}>{t('theme.theme.hotkeyHint')}</p>
        </div>
        <div className={styles.section}>
          <ThemeSelect
            base="light"
            value={lightTheme}
            builtin={builtin}
            installed={installed}
            onChange={(th) => {
              setLightTheme(th);
              if (!sync) setDarkMode(false);
            }}
          />
          <ThemeSelect
            base="dark"
            value={darkTheme}
            builtin={builtin}
            installed={installed}
            onChange={(th) => {
              setDarkTheme(th);
              if (!sync) setDarkMode(true);
            }}
          />
          <ThemePreview theme={current ?? { base: darkMode ? 'dark' : 'light', props: {} }} />
        </div>
        <nav className={styles.links} aria-label={t('theme.theme.tools')}>
          <Link className={styles.link} to="/settings/theme/install">
            <IconDownload size={18} aria-hidden />
            {t('theme.install.title')}
          </Link>
          <Link className={styles.link} to="/settings/theme/manage">
            <IconSettings size={18} aria-hidden />
            {t('theme.manage.title')}
          </Link>
          <Link className={styles.link} to="/settings/theme/editor">
            <IconPalette size={18} aria-hidden />
            {t('theme.editor.title')}
          </Link>
          <Link className={styles.link} to="/settings/appearance">
            <IconColorSwatch size={18} aria-hidden />
            {t('appearance.page.title')}
          </Link>
        </nav>
      </div>
    </section>
  );
}
