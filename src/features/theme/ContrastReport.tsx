import { formatNumber, useI18n } from '@/core/i18n';
import type { Rgba } from '@/ui/theme/color';
import type { ThemeKey } from '@/ui/theme/theme-keys';
import { contrastChecks } from './contrast-checks';
import styles from './Theme.module.css';

/** The editor's readability check: each text colour on its surface, with its ratio and grade. */
export function ContrastReport({ resolve }: { resolve: (key: ThemeKey) => Rgba }) {
  const { t } = useI18n();
  let checks;
  try {
    checks = contrastChecks(resolve);
  } catch {
    return null;
  }
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('theme.themeEditor.contrast')}</h2>
      <p className={styles.hint}>{t('theme.themeEditor.contrastHint')}</p>
      <ul className={styles.list} aria-label={t('theme.themeEditor.contrast')}>
        {checks.map((c) => (
          <li key={`${c.fg}-${c.bg}`} className={styles.contrastRow} data-contrast={`${c.fg}/${c.bg}`} data-grade={c.grade}>
            <span className={styles.grow}>{t('theme.themeEditor.pair', { fg: t(`theme.keys.${c.fg}`), bg: t(`theme.keys.${c.bg}`) })}</span>
            <span>{formatNumber(c.ratio, { maximumFractionDigits: 1, minimumFractionDigits: 1 })}:1</span>
            <span className={c.grade === 'fail' ? styles.error : c.grade === 'large' ? styles.warnText : styles.ok}>{t(`theme.themeEditor.grades.${c.grade}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
