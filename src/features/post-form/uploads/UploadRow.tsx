import { memo } from 'react';
import { inputDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { safeHttpUrl } from '@/core/entities/http-url';
import { FileIcon, fileKind } from './icons';
import type { UploadItem } from './upload-store';
import type { Uploads } from './use-uploads';
import styles from './UploadList.module.css';

function Thumbnail({ item }: { item: UploadItem }) {
  const src = item.state === 'done' ? safeHttpUrl(item.file?.thumbnailUrl) : null;
  if (src) {
    return <img className={item.file?.isSensitive ? `${styles.thumb} ${styles.sensitive}` : styles.thumb} src={src} alt={item.file?.comment || item.name} loading="lazy" decoding="async" />;
  }
  return (
    <span className={styles.placeholder} aria-hidden>
      <FileIcon kind={fileKind(item.file?.type)} />
    </span>
  );
}

/** One attachment: thumbnail, name, progress or error, and its actions. */
export const UploadRow = memo(function UploadRow({ item, uploads }: { item: UploadItem; uploads: Uploads }) {
  const { t } = useI18n();
  const pct = Math.round(Math.min(1, Math.max(0, item.progress)) * 100);
  const file = item.file;

  async function editComment() {
    if (!file) return;
    const value = await inputDialog({ title: t('upload.altTextTitle'), text: item.name, defaultValue: file.comment ?? '', placeholder: t('upload.altTextPlaceholder') });
    if (value !== null) await uploads.setComment(item.id, value);
  }

  return (
    <li className={styles.row} data-state={item.state} data-testid="upload-item">
      <Thumbnail item={item} />
      <div className={styles.body}>
        <span className={styles.name} title={item.name}>
          {item.name}
        </span>
        {item.state === 'uploading' && (
          <div className={styles.bar} role="progressbar" aria-label={t('upload.uploading', { name: item.name })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
            <div className={styles.fill} style={{ width: `${pct}%` }} />
          </div>
        )}
        {item.state === 'failed' && (
          <p className={styles.error} role="alert">
            {item.error}
          </p>
        )}
        {file?.isSensitive && <span className={styles.badge}>{t('upload.sensitiveBadge')}</span>}
        {file?.comment && <span className={styles.alt}>{t('upload.altShown', { text: file.comment })}</span>}
      </div>
      <div className={styles.actions}>
        {item.state === 'done' && file && (
          <>
            <button type="button" className={styles.action} aria-pressed={file.isSensitive} onClick={() => void uploads.setSensitive(item.id, !file.isSensitive)}>
              {file.isSensitive ? t('upload.unmarkSensitive') : t('upload.markSensitive')}
            </button>
            <button type="button" className={styles.action} onClick={() => void editComment()}>
              {t('upload.editAltText')}
            </button>
          </>
        )}
        {item.state === 'failed' && item.retryable && (
          <button type="button" className={styles.action} onClick={() => uploads.retry(item.id)}>
            {t('upload.retry')}
          </button>
        )}
        <button type="button" className={styles.action} aria-label={t('upload.removeFile', { name: item.name })} onClick={() => uploads.remove(item.id)}>
          {item.state === 'uploading' ? t('upload.cancel') : t('upload.remove')}
        </button>
      </div>
    </li>
  );
});
