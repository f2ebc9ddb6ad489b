import { MAX_FILES_PER_NOTE } from '@/core/constants';
import { useI18n } from '@/core/i18n';
import { UploadRow } from './UploadRow';
import type { Uploads } from './use-uploads';
import styles from './UploadList.module.css';

/** The post form's attachment list: one row per file and the n/16 counter. Nothing when empty. */
export function UploadList({ uploads }: { uploads: Uploads }) {
  const { t } = useI18n();
  if (uploads.items.length === 0) return null;
  const full = uploads.items.length >= MAX_FILES_PER_NOTE;
  return (
    <section className={styles.list} aria-label={t('upload.attachments')} data-testid="upload-list">
      <ul className={styles.items}>
        {uploads.items.map((item) => (
          <UploadRow key={item.id} item={item} uploads={uploads} />
        ))}
      </ul>
      <p className={full ? `${styles.counter} ${styles.full}` : styles.counter} data-testid="upload-counter">
        {t('upload.counter', { n: uploads.items.length, max: MAX_FILES_PER_NOTE })}
      </p>
    </section>
  );
}
