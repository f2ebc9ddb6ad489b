import { useI18n } from '@/core/i18n';
import { MfmText } from '@/mfm';
import styles from '../PostForm.module.css';

/** What the note will look like (MFM rendered). */
export function PostPreview({ text, cw }: { text: string; cw: string | null }) {
  const { t } = useI18n();
  return (
    <div className={styles.livePreview} aria-label={t('postForm.preview')} data-preview="mfm">
      {cw !== null && (
        <p>
          <MfmText text={cw} author={{ host: null }} />
        </p>
      )}
      <MfmText text={text} author={{ host: null }} isNote />
    </div>
  );
}
