import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { MfmText } from '@/mfm/MfmText';
import { parseKatexMacros } from '@/mfm/katex-macros';
import { Field } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';

/** Custom KaTeX macros: one \newcommand per line, checked as you type, with a formula to try them on. */
export function KatexMacroPage() {
  const { t } = useI18n();
  const [text, setText] = useSetting('customKatexMacro');
  const [sample, setSample] = useState('');
  const { errors } = parseKatexMacros(text);
  return (
    <SettingsPageFrame page="custom-katex-macro">
      <Field id="macros" label={t('settingsScreens.katex.macros')} htmlFor="katex-macros" hint={t('settingsScreens.katex.hint')} error={errors.map((line) => t('settingsScreens.katex.invalidLine', { line })).join('\n') || undefined}>
        <textarea id="katex-macros" name="customKatexMacro" className={`${styles.textarea} ${styles.mono}`} value={text} aria-invalid={errors.length > 0} onChange={(e) => setText(e.target.value)} />
      </Field>
      <Field id="katex-try" label={t('settingsScreens.composeSettings.katexTry')} htmlFor="katex-try-input">
        <input id="katex-try-input" className={`${styles.input} ${styles.mono}`} value={sample} spellCheck={false} onChange={(e) => setSample(e.target.value)} />
        {/* Drawn as a note would draw it: through MFM's math, with the macros above. */}
        {sample.trim() !== '' && <MfmText text={`\\[${sample}\\]`} author={{ host: null }} />}
      </Field>
    </SettingsPageFrame>
  );
}
