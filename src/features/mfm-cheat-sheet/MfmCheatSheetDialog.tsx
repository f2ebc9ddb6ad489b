import { useI18n } from '@/core/i18n';
import { Modal } from '@/ui/dialogs/Modal';
import { Button } from '@/ui/page/Button';
import { MfmCheatSheet } from './MfmCheatSheet';
import styles from './MfmCheatSheet.module.css';

/** The cheat sheet as a dialog (the post form's markup help, the preview page). */
export function MfmCheatSheetDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal label={t('mfmCheatSheet.title')} onCancel={onClose} className={styles.dialog}>
      <h2 className={styles.dialogTitle}>{t('mfmCheatSheet.title')}</h2>
      <div className={styles.dialogBody}>
        <MfmCheatSheet />
      </div>
      <div className={styles.dialogButtons}>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </div>
    </Modal>
  );
}
