import { useState } from 'react';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { showToast } from '@/core/toast/toast-store';
import { IconCopy, IconTrash } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { themeBase, type Theme } from '@/ui/theme/theme-keys';
import { withoutTheme } from './theme-list';
import { themeToSource } from './theme-source';
import { ThemePreview } from './ThemePreview';
import { useBuiltinThemes } from './use-builtin-themes';
import styles from './Theme.module.css';

/** /settings/theme/manage: pick any theme to preview and copy; installed ones can be deleted. */
export function ThemeManagePage() {
  const { t } = useI18n();
  const builtin = useBuiltinThemes() ?? [];
  const [installed, setInstalled] = useSetting('themes');
  const [lightTheme, setLightTheme] = useSetting('lightTheme');
  const [darkTheme, setDarkTheme] = useSetting('darkTheme');
  const [selectedId, setSelectedId] = useState<string>('');
  const all: Theme[] = [...installed, ...builtin];
  const selected = all.find((th) => th.id === selectedId) ?? null;
  const isInstalled = !!selected && installed.some((th) => th.id === selected.id);

  const copy = async (theme: Theme) => {
    try {
      await navigator.clipboard.writeText(themeToSource(theme));
      showToast(t('theme.manage.copied'), 'success');
    } catch {
      showToast(t('theme.manage.copyFailed'), 'error');
    }
  };

  const remove = async (theme: Theme) => {
    if (!(await confirmDialog({ type: 'warning', text: t('theme.manage.deleteConfirm', { name: theme.name }) }))) return;
    setInstalled(withoutTheme(installed, theme.id));
    if (lightTheme?.id === theme.id) setLightTheme(null);
    if (darkTheme?.id === theme.id) setDarkTheme(null);
    setSelectedId('');
  };

  return (
    <section data-page="settings-theme-manage">
      <PageHeader title={t('theme.manage.title')} />
      <div className={styles.page}>
        {installed.length === 0 && <p className={styles.hint}>{t('theme.manage.none')}</p>}
        <div className={styles.field}>
          <label className={styles.label} htmlFor="manage-theme">
            {t('theme.manage.select')}
          </label>
          <select id="manage-theme" className={styles.select} value={selectedId} onChange={(e) => setSelectedId(e.target.value)}>
            <option value="">{t('theme.manage.choose')}</option>
            {installed.length > 0 && (
              <optgroup label={t('theme.theme.installed')}>
                {installed.map((th) => (
                  <option key={th.id} value={th.id}>
                    {th.name}
                  </option>
                ))}
              </optgroup>
            )}
            <optgroup label={t('theme.theme.builtin')}>
              {builtin.map((th) => (
                <option key={th.id} value={th.id}>
                  {th.name} ({themeBase(th) === 'dark' ? t('theme.theme.dark') : t('theme.theme.light')})
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        {selected && (
          <div className={styles.section} data-managed-theme={selected.id}>
            <h2 className={styles.sectionTitle}>{selected.name}</h2>
            {selected.author && <p className={styles.hint}>{t('theme.manage.author', { name: selected.author })}</p>}
            {selected.desc && <p className={styles.hint}>{selected.desc}</p>}
            <ThemePreview theme={selected} />
            <div className={styles.row}>
              <Button onClick={() => void copy(selected)}>
                <IconCopy size={16} aria-hidden /> {t('theme.manage.copy')}
              </Button>
              {isInstalled ? (
                <Button onClick={() => void remove(selected)} data-action="delete-theme">
                  <IconTrash size={16} aria-hidden /> {t('theme.manage.delete')}
                </Button>
              ) : (
                <span className={styles.hint}>{t('theme.manage.builtinNote')}</span>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
