import { decode } from 'blurhash';
import { useEffect, useRef, useState } from 'react';
import type { DriveFile } from '@/core/entities/drive-file';
import { safeHttpUrl } from '@/core/entities/http-url';
import { IconFile, IconFileText, IconMusic, IconPhoto, IconPlayerPlay } from '@/ui/icons';
import styles from './Drive.module.css';

const SIZE = 32;

function BlurhashCanvas({ hash }: { hash: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = ref.current?.getContext('2d');
    if (!ctx || hash.length < 6) return;
    try {
      const image = ctx.createImageData(SIZE, SIZE);
      image.data.set(decode(hash, SIZE, SIZE));
      ctx.putImageData(image, 0, 0);
    } catch {
      // an invalid hash leaves the plain background
    }
  }, [hash]);
  return <canvas ref={ref} width={SIZE} height={SIZE} className={styles.blurhash} aria-hidden />;
}

function KindIcon({ type }: { type: string }) {
  if (type.startsWith('image/')) return <IconPhoto size={32} aria-hidden />;
  if (type.startsWith('video/')) return <IconPlayerPlay size={32} aria-hidden />;
  if (type.startsWith('audio/')) return <IconMusic size={32} aria-hidden />;
  if (type.startsWith('text/')) return <IconFileText size={32} aria-hidden />;
  return <IconFile size={32} aria-hidden />;
}

/** A file's thumbnail: the blurhash first, the image over it once loaded, else a kind icon. */
export function Thumbnail({ file }: { file: DriveFile }) {
  const [loaded, setLoaded] = useState(false);
  const src = safeHttpUrl(file.thumbnailUrl ?? '');
  const hash = typeof file.blurhash === 'string' ? file.blurhash : null;
  return (
    <span className={styles.thumbBox} data-sensitive={file.isSensitive || undefined}>
      {hash && !loaded && <BlurhashCanvas hash={hash} />}
      {src ? (
        <img src={src} alt="" loading="lazy" draggable={false} className={styles.thumbImg} style={{ opacity: loaded ? 1 : 0 }} onLoad={() => setLoaded(true)} />
      ) : (
        !hash && <KindIcon type={file.type} />
      )}
    </span>
  );
}
