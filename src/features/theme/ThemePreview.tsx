import type { CSSProperties } from 'react';
import { useI18n } from '@/core/i18n';
import { IconArrowBackUp, IconDots, IconPlus, IconRepeat } from '@/ui/icons';
import { compileTheme } from '@/ui/theme/compile';
import type { Theme } from '@/ui/theme/theme-keys';
import { previewVars } from './theme-list';
import styles from './Theme.module.css';

/** A sample note in a theme's colours (the colours are set on this element only, not the page). */
export function ThemePreview({ theme }: { theme: Pick<Theme, 'base' | 'kind' | 'props'> }) {
  const { t } = useI18n();
  let vars: Record<string, string> | null = null;
  try {
    vars = previewVars(compileTheme(theme));
  } catch {
    vars = null;
  }
  if (!vars) return <p className={styles.error}>{t('theme.editor.cannotPreview')}</p>;
  return (
    <div className={styles.preview} style={vars as CSSProperties} data-theme-preview="" role="group" aria-label={t('theme.editor.sample')}>
      <div className={styles.sampleNote} data-sample-note="">
        <span className={styles.sampleAvatar} aria-hidden="true" />
        <div className={styles.sampleMain}>
          <div className={styles.sampleHeader}>
            <b>{t('theme.editor.sampleName')}</b> <span className={styles.sampleAcct}>@sample</span>
          </div>
          <p className={styles.sampleText}>
            {t('theme.editor.sampleText')} <span className={styles.sampleMention}>@alice</span> <span className={styles.sampleHashtag}>#misskey</span>{' '}
            <span className={styles.sampleLink}>https://example.com</span>
          </p>
          <div className={styles.sampleActions} aria-hidden="true">
            <IconArrowBackUp size={16} />
            <IconRepeat size={16} className={styles.sampleRenote} />
            <IconPlus size={16} />
            <IconDots size={16} />
            <span className={styles.sampleButton}>{t('theme.editor.sampleButton')}</span>
          </div>
        </div>
      </div>
    </div>
  );
}
