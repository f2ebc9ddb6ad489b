import type { DriveFile } from '@/core/entities';
import { useSetting } from '@/core/settings';
import { gridAspectRatio, gridShape } from './grid-layout';
import { classifyMedia } from './media-kind';
import styles from './MediaList.module.css';

/**
 * A note's files as a sketch draws them (while the reader skims, see NoteSketch): the media grid
 * in its shape and at its aspect ratio, its tiles empty, and a row per other file with its name —
 * the room of MediaList, without images to decode, players or buttons.
 */
export function MediaListSketch({ files }: { files: DriveFile[] }) {
  const [oneImage] = useSetting('mediaListWithOneImageAppearance');
  const kinds = files.map((file) => ({ file, kind: classifyMedia(file) }));
  const grid = kinds.filter((c) => c.kind === 'image' || c.kind === 'video').map((c) => c.file);
  const others = kinds.filter((c) => c.kind === 'audio' || c.kind === 'download').map((c) => c.file);
  const ratio = gridAspectRatio(grid, oneImage);
  return (
    <div className={styles.root}>
      {grid.length > 0 && (
        <div className={[styles.grid, styles[gridShape(grid.length)]].join(' ')} style={ratio ? { aspectRatio: String(ratio) } : undefined} data-testid="media-sketch">
          {grid.map((file) => (
            <div key={file.id} className={styles.tile} />
          ))}
        </div>
      )}
      {others.map((file) => (
        <div key={file.id} className={styles.row}>
          <span className={styles.download}>
            <span className={styles.fileName}>{typeof file.name === 'string' ? file.name : ''}</span>
          </span>
        </div>
      ))}
    </div>
  );
}
