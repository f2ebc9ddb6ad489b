import { useI18n } from '@/core/i18n';
import { FormMenuButton } from './FormMenuButton';
import styles from '../PostForm.module.css';

export const MFM_TEMPLATES = ['tada', 'jelly', 'twitch', 'shake', 'spin', 'jump', 'bounce', 'rainbow', 'sparkle', 'flip', 'x2', 'blur', 'fg.color=f00', 'bg.color=ff0', 'font.serif', 'rotate.deg=30'];

/** Inserts a `$[name ]` template with the caret inside. */
export function MfmMenu({ onInsert, disabled }: { onInsert: (s: string, caretOffset: number) => void; disabled?: boolean }) {
  const { t } = useI18n();
  return (
    <FormMenuButton
      label={t('postForm.mfm')}
      disabled={disabled}
      buttonClassName={styles.iconButton}
      buttonProps={{ 'data-action': 'mfm' }}
      button={<span aria-hidden>$[ ]</span>}
      entries={MFM_TEMPLATES.map((name) => ({ label: `$[${name} …]`, onSelect: () => onInsert(`$[${name} ]`, name.length + 3) }))}
    />
  );
}
