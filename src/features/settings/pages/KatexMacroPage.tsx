import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { Field } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';
import { parseKatexMacros } from '../katex-macros';

/** Custom KaTeX macros: one \newcommand per line, checked as you type. */
export function KatexMacroPage() {
  const { t } = useI18n();
  const [text, setText] = useSetting('customKatexMacro');
  const { errors } = parseKatexMacros(text);
  return (
    <SettingsPageFrame page="custom-katex-macro">
      <Field id="macros" label={t('settingsPages.katex.macros')} htmlFor="katex-macros" hint={t('settingsPages.katex.hint')} error={errors.map((line) => t('settingsPages.katex.invalidLine', { line })).join('\n') || undefined}>
        <textarea id="katex-macros" name="customKatexMacro" className={`${styles.textarea} ${styles.mono}`} value={text} aria-invalid={errors.length > 0} onChange={(e) => setText(e.target.value)} />
      </Field>
    </SettingsPageFrame>
  );
}
