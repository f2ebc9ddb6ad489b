import { useRef } from 'react';
import type { DriveFile } from '@/core/entities';
import { useI18n } from '@/core/i18n';
import { Blurhash } from './Blurhash';
import { safeHttpUrl } from './http-url';
import { playbackType } from './media-kind';
import { SensitiveCover } from './SensitiveCover';
import { useMediaVolume } from './use-media-volume';
import styles from './MediaList.module.css';
import { IconEyeOff } from '@/ui/icons';

interface Props {
  file: DriveFile;
  hidden: boolean;
  onReveal: () => void;
  onHide: () => void;
}

/** One video of the grid: the native player with controls, at the remembered volume. */
export function MediaVideo({ file, hidden, onReveal, onHide }: Props) {
  const { t } = useI18n();
  const ref = useRef<HTMLVideoElement>(null);
  const onVolumeChange = useMediaVolume(ref, !hidden);
  const src = safeHttpUrl(file.url);
  const poster = safeHttpUrl(file.thumbnailUrl) ?? undefined;
  const label = file.comment?.trim() ? file.comment : file.name;

  return (
    <div className={styles.tile}>
      <Blurhash hash={file.blurhash} avgColor={file.properties?.avgColor} />
      {hidden || !src ? (
        hidden && <SensitiveCover file={file} kind="video" onReveal={onReveal} />
      ) : (
        <>
          <video ref={ref} className={[styles.media, styles.fitContain].join(' ')} controls preload="none" poster={poster} aria-label={label} title={label} onVolumeChange={onVolumeChange}>
            <source src={src} type={playbackType(file)} />
          </video>
          <div className={styles.badges}>
            {file.comment?.trim() && (
              <span className={styles.badge} title={t('media.altText', { text: file.comment })} aria-hidden="true">
                {t('media.alt')}
              </span>
            )}
          </div>
          <button type="button" className={styles.hide} onClick={onHide} aria-label={t('media.hide')} title={t('media.hide')}>
            <IconEyeOff aria-hidden size={16} />
          </button>
        </>
      )}
    </div>
  );
}
