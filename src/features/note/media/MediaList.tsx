import { getServerOrigin } from '@/core/accounts/session';
import type { DriveFile } from '@/core/entities';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { gridAspectRatio, gridShape } from './grid-layout';
import type { ViewerItem } from './image-viewer';
import { classifyMedia } from './media-kind';
import { displaySize, fullUrl, previewUrl } from './media-urls';
import { MediaFileRow } from './MediaFileRow';
import { MediaImage } from './MediaImage';
import { MediaVideo } from './MediaVideo';
import { useImageViewer } from './use-image-viewer';
import { useMediaCovers } from './use-media-cover';
import styles from './MediaList.module.css';

interface Props {
  files: DriveFile[];
  /** Smaller grid (e.g. in quotes and timelines set to compact). */
  compact?: boolean;
}

/** A note's files: images and videos in a grid (images open in the viewer), audio and other files below. */
export function MediaList({ files, compact = false }: Props) {
  const { t } = useI18n();
  const [loadRawImages] = useSetting('loadRawImages');
  const [disableAnimated] = useSetting('disableShowingAnimatedImages');
  const [imageNewTab] = useSetting('imageNewTab');
  const [thumbnailCover] = useSetting('thumbnailCover');
  const [loadOriginal] = useSetting('loadOriginalImages');
  const [oneImage] = useSetting('mediaListWithOneImageAppearance');
  const covers = useMediaCovers();
  const openViewer = useImageViewer();

  const classified = files.map((file) => ({ file, kind: classifyMedia(file) }));
  const grid = classified.filter((c) => c.kind === 'image' || c.kind === 'video');
  const others = classified.filter((c): c is { file: DriveFile; kind: 'audio' | 'download' } => c.kind === 'audio' || c.kind === 'download');
  const serverOrigin = getServerOrigin();

  async function open(file: DriveFile) {
    const items: (ViewerItem & { id: string })[] = [];
    for (const { file: f, kind } of grid) {
      const src = kind === 'image' && !covers.isHidden(f) ? fullUrl(f, loadOriginal) : null;
      if (!src) continue;
      const size = displaySize(f) ?? { width: window.innerWidth, height: window.innerHeight };
      const msrc = previewUrl(f, { loadRawImages, disableAnimated, serverOrigin }) ?? undefined;
      items.push({ id: f.id, src, msrc, ...size, alt: f.comment?.trim() ? f.comment : f.name });
    }
    const index = items.findIndex((item) => item.id === file.id);
    if (index >= 0) await openViewer(items, index);
  }

  const ratio = gridAspectRatio(grid.map((g) => g.file), oneImage);
  return (
    <div className={styles.root}>
      {grid.length > 0 && (
        <div
          data-testid="media-list"
          role="group"
          aria-label={t('media.gallery')}
          className={[styles.grid, styles[gridShape(grid.length)], compact ? styles.compact : ''].join(' ')}
          style={ratio ? { aspectRatio: String(ratio) } : undefined}
        >
          {grid.map(({ file, kind }) =>
            kind === 'video' ? (
              <MediaVideo key={file.id} file={file} hidden={covers.isHidden(file)} onReveal={() => void covers.reveal(file)} onHide={() => covers.hide(file)} />
            ) : (
              <MediaImage
                key={file.id}
                file={file}
                hidden={covers.isHidden(file)}
                src={previewUrl(file, { loadRawImages, disableAnimated, serverOrigin })}
                newTabHref={imageNewTab ? fullUrl(file, loadOriginal) : null}
                cover={thumbnailCover}
                onReveal={() => void covers.reveal(file)}
                onHide={() => covers.hide(file)}
                onOpen={() => void open(file)}
              />
            ),
          )}
        </div>
      )}
      {others.map(({ file, kind }) => (
        <MediaFileRow key={file.id} file={file} kind={kind} hidden={covers.isHidden(file)} onReveal={() => void covers.reveal(file)} />
      ))}
    </div>
  );
}
