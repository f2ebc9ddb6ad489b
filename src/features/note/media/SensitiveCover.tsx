import type { DriveFile } from '@/core/entities';
import { formatBytes, useI18n } from '@/core/i18n';
import type { MediaKind } from './media-kind';
import styles from './MediaList.module.css';
import { IconAlertTriangle } from '@/ui/icons';

const KIND_LABEL = { image: 'media.image', video: 'media.video', audio: 'media.audio', download: 'media.file' } as const;

/** The click-to-show cover over hidden media: "sensitive" when the file is, else its kind and size (data saver). */
export function SensitiveCover({ file, kind, onReveal }: { file: DriveFile; kind: MediaKind; onReveal: () => void }) {
  const { t } = useI18n();
  return (
    <button type="button" className={styles.cover} data-testid="sensitive-cover" onClick={onReveal}>
      <span className={styles.coverTitle}>
        {file.isSensitive ? (
          <>
            <IconAlertTriangle aria-hidden size={16} /> {t('media.sensitive')}
          </>
        ) : `${t(KIND_LABEL[kind])}${Number.isFinite(file.size) ? ` (${formatBytes(file.size)})` : ''}`}
      </span>
      <span className={styles.coverHint}>{t('media.clickToShow')}</span>
    </button>
  );
}
