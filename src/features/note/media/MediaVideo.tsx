import { Suspense, useState } from 'react';
import type { DriveFile } from '@/core/entities';
import { useI18n } from '@/core/i18n';
import { Blurhash } from './Blurhash';
import { safeHttpUrl } from '@/core/entities/http-url';
import { playbackType } from './media-kind';
import { LazyMediaPlayer, preloadMediaPlayer } from './LazyMediaPlayer';
import { SensitiveCover } from './SensitiveCover';
import styles from './MediaList.module.css';
import { IconEyeOff, IconPlayerPlay } from '@/ui/icons';

interface Props {
  file: DriveFile;
  hidden: boolean;
  onReveal: () => void;
  onHide: () => void;
}

/**
 * One video of the grid: its still frame and a play button; pressing it loads the client's player
 * (lazily) and starts the video.
 */
export function MediaVideo({ file, hidden, onReveal, onHide }: Props) {
  const { t } = useI18n();
  const [started, setStarted] = useState(false);
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
          {started ? (
            <Suspense fallback={poster && <img className={[styles.media, styles.fitContain].join(' ')} src={poster} alt="" decoding="async" />}>
              <LazyMediaPlayer kind="video" src={src} type={playbackType(file)} poster={poster} label={label} autoPlay />
            </Suspense>
          ) : (
            <button type="button" className={styles.open} data-media-facade="video" onClick={() => setStarted(true)} onPointerEnter={preloadMediaPlayer} onFocus={preloadMediaPlayer} aria-label={t('mediaPlayer.playFile', { name: label })} title={label}>
              {poster && <img className={[styles.media, styles.fitContain].join(' ')} src={poster} alt="" loading="lazy" decoding="async" draggable={false} />}
              <span className={styles.playBadge} aria-hidden>
                <IconPlayerPlay size={28} />
              </span>
            </button>
          )}
          <div className={styles.badges}>
            {file.comment?.trim() && (
              <span className={styles.badge} title={t('media.altText', { text: file.comment })} aria-hidden="true">
                {t('media.alt')}
              </span>
            )}
          </div>
          <button
            type="button"
            className={styles.hide}
            onClick={() => {
              setStarted(false);
              onHide();
            }} aria-label={t('media.hide')} title={t('media.hide')}>
            <IconEyeOff aria-hidden size={16} />
          </button>
        </>
      )}
    </div>
  );
}
