import { Suspense, useState } from 'react';
import type { DriveFile } from '@/core/entities';
import { formatBytes, useI18n } from '@/core/i18n';
import { safeHttpUrl } from '@/core/entities/http-url';
import { playbackType, type MediaKind } from './media-kind';
import { LazyMediaPlayer, preloadMediaPlayer } from './LazyMediaPlayer';
import { SensitiveCover } from './SensitiveCover';
import styles from './MediaList.module.css';
import { IconDownload, IconPlayerPlay } from '@/ui/icons';

interface Props {
  file: DriveFile;
  kind: Extract<MediaKind, 'audio' | 'download'>;
  hidden: boolean;
  onReveal: () => void;
}

/** A file outside the grid: an audio player (loaded on the first press of play), or a download link (MIDI and anything else). */
export function MediaFileRow({ file, kind, hidden, onReveal }: Props) {
  const { t } = useI18n();
  const [started, setStarted] = useState(false);
  const src = safeHttpUrl(file.url);
  const size = Number.isFinite(file.size) ? formatBytes(file.size) : '';
  const label = file.comment?.trim() ? file.comment : file.name;

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
          {started ? (
            <Suspense fallback={<span className={styles.playRow} />}>
              <LazyMediaPlayer kind="audio" src={src} type={playbackType(file)} label={label} autoPlay />
            </Suspense>
          ) : (
            <span className={styles.playRow}>
              <button type="button" className={styles.playButton} data-media-facade="audio" onClick={() => setStarted(true)} onPointerEnter={preloadMediaPlayer} onFocus={preloadMediaPlayer} aria-label={t('mediaPlayer.playFile', { name: label })}>
                <IconPlayerPlay size={18} aria-hidden />
              </button>
            </span>
          )}
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
