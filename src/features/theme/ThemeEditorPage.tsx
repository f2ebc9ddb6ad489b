import { useMemo, useState } from 'react';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { showToast } from '@/core/toast/toast-store';
import { IconCopy, IconDeviceFloppy, IconDownload } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { toHex6 } from '@/ui/theme/color';
import { checkValue, mergedProps, resolveThemeKey } from '@/ui/theme/compile';
import { THEME_KEYS, themeBase, type Theme, type ThemeBase, type ThemeKey } from '@/ui/theme/theme-keys';
import { withInstalled } from './theme-list';
import { themeToSource } from './theme-source';
import { ThemePreview } from './ThemePreview';
import { ContrastReport } from './ContrastReport';
import { useTabDraft } from '@/ui/theme/use-tab-draft';
import { useBuiltinThemes } from './use-builtin-themes';
import styles from './Theme.module.css';

function ColorRow({ name, label, value, resolved, invalid, onChange }: { name: ThemeKey; label: string; value: string; resolved: string; invalid: boolean; onChange: (v: string) => void }) {
  const { t } = useI18n();
  return (
    <div className={styles.color} data-theme-key={name}>
      <label className={styles.colorName} htmlFor={`tk-${name}`}>
        {label}
      </label>
      <input className={styles.colorPicker} type="color" value={resolved} aria-label={t('theme.editor.pick', { name: label })} onChange={(e) => onChange(e.target.value)} data-color-picker={name} />
      <input
        id={`tk-${name}`}
        className={styles.input}
        value={value}
        placeholder={t('theme.editor.fromBase')}
        spellCheck={false}
        aria-invalid={invalid}
        onChange={(e) => onChange(e.target.value)}
        data-color-text={name}
      />
    </div>
  );
}

/**
 * /settings/theme/editor (and /theme-editor): pick a base, edit each colour with a live sample note and
 * a readability check, save (install and apply) and export JSON5.
 */
export function ThemeEditorPage() {
  const { t } = useI18n();
  const [darkMode] = useSetting('darkMode');
  const [installed, setInstalled] = useSetting('themes');
  const [, setLightTheme] = useSetting('lightTheme');
  const [, setDarkTheme] = useSetting('darkTheme');
  const [, setDarkModeSetting] = useSetting('darkMode');
  const [base, setBase] = useTabDraft<ThemeBase>('editor-base', darkMode ? 'dark' : 'light');
  const [props, setProps] = useTabDraft<Record<string, string>>('editor-props', {});
  const [name, setName] = useTabDraft('editor-name', '');
  const [author, setAuthor] = useTabDraft('editor-author', '');
  const [desc, setDesc] = useTabDraft('editor-desc', '');
  const [id, setId] = useTabDraft<string>('editor-id', crypto.randomUUID());
  const builtin = useBuiltinThemes() ?? [];
  const [exported, setExported] = useState<string | null>(null);

  // Props that resolve; an invalid one is shown as such and left out of the preview.
  const { valid, invalid } = useMemo(() => {
    const ok: Record<string, string> = {};
    const bad = new Set<string>();
    const all = mergedProps({ base, props });
    for (const [k, v] of Object.entries(props)) {
      if (checkValue(all, k, v)) bad.add(k);
      else ok[k] = v;
    }
    return { valid: ok, invalid: bad };
  }, [base, props]);

  const theme: Theme = { id, name: name.trim(), base, props: valid, ...(author.trim() ? { author: author.trim() } : {}), ...(desc.trim() ? { desc: desc.trim() } : {}) };
  const resolved = (key: ThemeKey) => {
    try {
      return toHex6(resolveThemeKey({ base, props: valid }, key));
    } catch {
      return '#000000';
    }
  };
  const set = (key: string, v: string) =>
    setProps((p) => {
      const next = { ...p };
      if (v.trim()) next[key] = v.trim();
      else delete next[key];
      return next;
    });

  /** Starts from a theme: an installed one is edited in place, a built-in one is copied. */
  const startFrom = (themeId: string) => {
    const own = installed.find((th) => th.id === themeId);
    const source = own ?? builtin.find((th) => th.id === themeId);
    if (!source) return;
    setBase(themeBase(source));
    setProps({ ...source.props });
    setName(own ? source.name : t('theme.editor.copyOf', { name: source.name }));
    setAuthor(own ? (source.author ?? '') : '');
    setDesc(source.desc ?? '');
    setId(own ? own.id : crypto.randomUUID());
  };

  const save = () => {
    if (!theme.name) {
      showToast(t('theme.editor.nameRequired'), 'error');
      return;
    }
    if (invalid.size) {
      showToast(t('theme.editor.fixInvalid'), 'error');
      return;
    }
    setInstalled(withInstalled(installed, theme));
    if (base === 'dark') setDarkTheme(theme);
    else setLightTheme(theme);
    setDarkModeSetting(base === 'dark');
    showToast(t('theme.editor.saved', { name: theme.name }), 'success');
  };

  const source = () => themeToSource({ ...theme, name: theme.name || t('theme.editor.untitled') });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(source());
      showToast(t('theme.manage.copied'), 'success');
    } catch {
      showToast(t('theme.manage.copyFailed'), 'error');
    }
  };
  const download = () => {
    const text = source();
    setExported(text);
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json5' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${(theme.name || 'theme').replace(/[^\w.-]+/g, '_')}.json5`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section data-page="theme-editor">
      <PageHeader title={t('theme.editor.title')} />
      <div className={`${styles.page} ${styles.editorFrame}`} style={{ maxWidth: 1100 }}>
        <div className={styles.editor}>
          <div className={styles.section}>
            <div className={styles.field}>
              <label className={styles.label} htmlFor="te-start">
                {t('theme.editor.startFrom')}
              </label>
              <select id="te-start" className={styles.select} value="" onChange={(e) => startFrom(e.target.value)}>
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
                      {th.name}
                    </option>
                  ))}
                </optgroup>
              </select>
            </div>
            <fieldset className={styles.row} style={{ border: 'none', padding: 0, margin: 0 }}>
              <legend className={styles.label}>{t('theme.editor.base')}</legend>
              {(['light', 'dark'] as const).map((b) => (
                <label key={b} className={styles.row}>
                  <input type="radio" name="theme-base" value={b} checked={base === b} onChange={() => setBase(b)} />
                  {b === 'dark' ? t('theme.theme.dark') : t('theme.theme.light')}
                </label>
              ))}
            </fieldset>
            <h2 className={styles.sectionTitle}>{t('theme.editor.colors')}</h2>
            <div className={styles.colors}>
              {THEME_KEYS.map((key) => (
                <ColorRow key={key} name={key} label={t(`theme.keys.${key}`)} value={props[key] ?? ''} resolved={resolved(key)} invalid={invalid.has(key)} onChange={(v) => set(key, v)} />
              ))}
            </div>
            {invalid.size > 0 && (
              <p className={styles.error} role="alert">
                {t('theme.editor.invalid', { keys: [...invalid].join(', ') })}
              </p>
            )}
          </div>
          <div className={styles.sticky}>
            <ThemePreview theme={{ base, props: valid }} />
            <ContrastReport resolve={(key) => resolveThemeKey({ base, props: valid }, key)} />
            <div className={styles.field}>
              <label className={styles.label} htmlFor="te-name">
                {t('theme.editor.name')}
              </label>
              <input id="te-name" className={styles.input} value={name} onChange={(e) => setName(e.target.value)} />
            </div>
            <div className={styles.field}>
              <label className={styles.label} htmlFor="te-author">
                {t('theme.editor.author')}
              </label>
              <input id="te-author" className={styles.input} value={author} onChange={(e) => setAuthor(e.target.value)} />
            </div>
            <div className={styles.field}>
              <label className={styles.label} htmlFor="te-desc">
                {t('theme.editor.desc')}
              </label>
              <input id="te-desc" className={styles.input} value={desc} onChange={(e) => setDesc(e.target.value)} />
            </div>
            <div className={styles.row}>
              <Button primary onClick={save} data-action="save-theme">
                <IconDeviceFloppy size={16} aria-hidden /> {t('theme.editor.save')}
              </Button>
              <Button onClick={() => void copy()}>
                <IconCopy size={16} aria-hidden /> {t('theme.manage.copy')}
              </Button>
              <Button onClick={download} data-action="export-theme">
                <IconDownload size={16} aria-hidden /> {t('theme.editor.export')}
              </Button>
            </div>
            {exported && (
              <textarea className={styles.textarea} readOnly value={exported} aria-label={t('theme.editor.exported')} />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
