import type { DriveFile } from '@/core/entities';
import { useI18n } from '@/core/i18n';
import { Blurhash } from './Blurhash';
import { SensitiveCover } from './SensitiveCover';
import styles from './MediaList.module.css';
import { IconEyeOff } from '@/ui/icons';

interface Props {
  file: DriveFile;
  hidden: boolean;
  /** What the tile shows (thumbnail, raw file or still frame); null when the file has no safe URL. */
  src: string | null;
  /** Set when images open in a new tab instead of the viewer. */
  newTabHref: string | null;
  cover: boolean;
  onReveal: () => void;
  onHide: () => void;
  onOpen: () => void;
}

/** One image of the grid: blurhash placeholder, the cover when hidden, ALT badge and hide button when shown. */
export function MediaImage({ file, hidden, src, newTabHref, cover, onReveal, onHide, onOpen }: Props) {
  const { t } = useI18n();
  const alt = file.comment?.trim() ? file.comment : file.name;
  const label = t('media.openImage', { name: alt });
  const image = src && <img className={[styles.media, cover ? styles.fitCover : styles.fitContain].join(' ')} src={src} alt={alt} title={alt} loading="lazy" decoding="async" draggable={false} />;

  return (
    <div className={styles.tile}>
      <Blurhash hash={file.blurhash} avgColor={file.properties?.avgColor} />
      {hidden ? (
        <SensitiveCover file={file} kind="image" onReveal={onReveal} />
      ) : (
        <>
          {newTabHref ? (
            <a className={styles.open} href={newTabHref} target="_blank" rel="noopener noreferrer" aria-label={label}>
              {image}
            </a>
          ) : (
            <button type="button" className={styles.open} onClick={onOpen} aria-label={label} disabled={!src}>
              {image}
            </button>
          )}
          <div className={styles.badges}>
            {file.comment?.trim() && (
              <span className={styles.badge} title={t('media.altText', { text: file.comment })} aria-hidden="true">
                {t('media.alt')}
              </span>
            )}
            {file.isSensitive && <span className={[styles.badge, styles.sensitiveBadge].join(' ')}>{t('media.sensitive')}</span>}
          </div>
          <button type="button" className={styles.hide} onClick={onHide} aria-label={t('media.hide')} title={t('media.hide')}>
            <IconEyeOff aria-hidden size={16} />
          </button>
        </>
      )}
    </div>
  );
}
