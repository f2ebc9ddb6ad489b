import { useRef } from 'react';
import type { DriveFile } from '@/core/entities';
import { formatBytes, useI18n } from '@/core/i18n';
import { safeHttpUrl } from './http-url';
import { playbackType, type MediaKind } from './media-kind';
import { SensitiveCover } from './SensitiveCover';
import { useMediaVolume } from './use-media-volume';
import styles from './MediaList.module.css';
import { IconDownload } from '@/ui/icons';

interface Props {
  file: DriveFile;
  kind: Extract<MediaKind, 'audio' | 'download'>;
  hidden: boolean;
  onReveal: () => void;
}

/** A file outside the grid: an audio player, or a download link (MIDI and anything else). */
export function MediaFileRow({ file, kind, hidden, onReveal }: Props) {
  const { t } = useI18n();
  const ref = useRef<HTMLAudioElement>(null);
  const onVolumeChange = useMediaVolume(ref, !hidden);
  const src = safeHttpUrl(file.url);
  const size = Number.isFinite(file.size) ? formatBytes(file.size) : '';

  if (hidden) {
    return (
      <div className={styles.row}>
        <SensitiveCover file={file} kind={kind} onReveal={onReveal} />
      </div>
    );
  }
  return (
    <div className={styles.row}>
      {kind === 'audio' && src ? (
        <figure className={styles.audio}>
          <figcaption className={styles.fileName}>{file.name}</figcaption>
          <audio ref={ref} controls preload="none" aria-label={file.comment?.trim() ? file.comment : file.name} onVolumeChange={onVolumeChange}>
            <source src={src} type={playbackType(file)} />
          </audio>
        </figure>
      ) : src ? (
        <a className={styles.download} href={src} download={file.name} target="_blank" rel="noopener noreferrer" aria-label={t('media.download', { name: file.name })}>
          <IconDownload aria-hidden size={16} /> <span className={styles.fileName}>{file.name}</span> <span className={styles.size}>{size}</span>
        </a>
      ) : (
        <span className={styles.fileName}>{file.name}</span>
      )}
    </div>
  );
}
