import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import type { Theme } from '@/ui/theme/theme-keys';
import { useProblemText } from './problem-text';
import { withInstalled } from './theme-list';
import { useTabDraft } from '@/ui/theme/use-tab-draft';
import { parseThemeSource } from './theme-source';
import { ThemePreview } from './ThemePreview';
import styles from './Theme.module.css';

/** /settings/theme/install: paste a theme's JSON5, preview it, install it. */
export function ThemeInstallPage() {
  const { t } = useI18n();
  const problemText = useProblemText();
  const [code, setCode, clearCode] = useTabDraft('theme-install', '');
  const [preview, setPreview] = useState<Theme | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const [installed, setInstalled] = useSetting('themes');

  const check = () => {
    const r = parseThemeSource(code);
    if (!r.ok) {
      setPreview(null);
      setMessage({ kind: 'error', text: problemText(r.problem) });
      return null;
    }
    setPreview(r.theme);
    setMessage(r.ignored.length ? { kind: 'ok', text: t('theme.install.ignored', { keys: r.ignored.join(', ') }) } : null);
    return r.theme;
  };

  const install = () => {
    const theme = check();
    if (!theme) return;
    setInstalled(withInstalled(installed, theme));
    clearCode();
    setMessage({ kind: 'ok', text: t('theme.install.installed', { name: theme.name }) });
    showToast(t('theme.install.installed', { name: theme.name }), 'success');
  };

  return (
    <section data-page="settings-theme-install">
      <PageHeader title={t('theme.install.title')} />
      <div className={styles.page}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="theme-code">
            {t('theme.install.code')}
          </label>
          <textarea
            id="theme-code"
            className={styles.textarea}
            value={code}
            spellCheck={false}
            aria-invalid={message?.kind === 'error'}
            aria-describedby="theme-install-message"
            placeholder={"{ name: 'My theme', base: 'dark', props: { accent: '#e0a060' } }"}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        <div className={styles.row}>
          <Button onClick={check} disabled={!code.trim()} data-action="preview-theme">
            {t('theme.install.preview')}
          </Button>
          <Button primary onClick={install} disabled={!code.trim()} data-action="install-theme">
            {t('theme.install.install')}
          </Button>
        </div>
        <div id="theme-install-message" aria-live="polite">
          {message && <p className={message.kind === 'error' ? styles.error : styles.ok} role={message.kind === 'error' ? 'alert' : undefined}>{message.text}</p>}
        </div>
        {preview && <ThemePreview theme={preview} />}
      </div>
    </section>
  );
}
