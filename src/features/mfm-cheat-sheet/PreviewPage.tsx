import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { MfmText } from '@/mfm';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { MfmCheatSheetDialog } from './MfmCheatSheetDialog';
import styles from './MfmCheatSheet.module.css';

/** /preview: type MFM, see it rendered. */
export function PreviewPage() {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [help, setHelp] = useState(false);
  return (
    <section data-page="preview">
      <PageHeader title={t('mfmCheatSheet.previewTitle')} actions={<Button onClick={() => setHelp(true)}>{t('mfmCheatSheet.title')}</Button>} />
      <div className={styles.sheet}>
        <textarea className={styles.source} rows={6} value={text} aria-label={t('mfmCheatSheet.previewInput')} placeholder={t('mfmCheatSheet.previewPlaceholder')} onChange={(e) => setText(e.target.value)} />
        <div className={styles.preview} aria-label={t('mfmCheatSheet.previewOutput')} aria-live="polite">
          <MfmText text={text} author={{ host: null }} />
        </div>
      </div>
      {help && <MfmCheatSheetDialog onClose={() => setHelp(false)} />}
    </section>
  );
}
