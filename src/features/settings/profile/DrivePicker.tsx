import { useQuery } from '@tanstack/react-query';
import type { DriveFile } from '@/core/entities/drive-file';
import { safeHttpUrl } from '@/core/entities/http-url';
import { useI18n } from '@/core/i18n';
import { Modal } from '@/ui/dialogs/Modal';
import { driveImagesQuery } from '../account/drive-queries';
import { Button } from '@/ui/page/Button';
import styles from './profile.module.css';
import { QueryError } from '@/ui/loading/QueryError';

/** Picks one image from the drive (newest first, every folder). */
export function DrivePicker({ onPick, onCancel }: { onPick: (file: DriveFile) => void; onCancel: () => void }) {
  const { t } = useI18n();
  const files = useQuery(driveImagesQuery());
  return (
    <Modal label={t('settingsScreens.drivePicker.title')} onCancel={onCancel}>
      <div className={styles.picker} data-drive-picker>
        <h2 className={styles.modalTitle}>{t('settingsScreens.drivePicker.title')}</h2>
        {files.isPending && <p>{t('common.loading')}</p>}
        {files.isError && <QueryError error={files.error} onRetry={() => files.refetch()} retrying={files.isFetching} message={t('settingsScreens.common.loadFailed')} />}
        {files.data?.length === 0 && <p>{t('settingsScreens.drivePicker.empty')}</p>}
        <div className={styles.pickerGrid}>
          {files.data?.map((file) => {
            const thumb = safeHttpUrl(file.thumbnailUrl ?? file.url, location.href);
            return (
              <button key={file.id} type="button" className={styles.pickerItem} aria-label={file.name} data-file-id={file.id} onClick={() => onPick(file)}>
                {thumb ? <img src={thumb} alt="" loading="lazy" /> : <span>{file.name}</span>}
              </button>
            );
          })}
        </div>
        <div className={styles.modalActions}>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
        </div>
      </div>
    </Modal>
  );
}
