import type { DriveFile } from '@/core/entities/drive-file';
import { formatBytes, useI18n } from '@/core/i18n';
import { DRAG_TYPE, draggedIds, type Selection } from './drive-logic';
import { Thumbnail } from './Thumbnail';
import styles from './Drive.module.css';

/** A file in the grid or list: selectable, draggable (with the rest of the selection), opens its details. */
export function FileTile({ file, selected, selection, view, onToggle, onOpen }: { file: DriveFile; selected: boolean; selection: Selection; view: 'grid' | 'list'; onToggle: () => void; onOpen: () => void }) {
  const { t } = useI18n();
  return (
    <li
      className={[view === 'grid' ? styles.fileTile : styles.fileRow, selected ? styles.selected : ''].join(' ')}
      data-file={file.name}
      data-selected={selected || undefined}
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, JSON.stringify(draggedIds(selection, file.id)));
        e.dataTransfer.effectAllowed = 'move';
      }}
    >
      <input type="checkbox" className={styles.check} checked={selected} onChange={onToggle} aria-label={t('rooms.drive.selectFile', { name: file.name })} />
      <button type="button" className={styles.fileButton} onClick={onOpen} title={file.name}>
        <Thumbnail file={file} />
        <span className={styles.fileName}>{file.name}</span>
        {view === 'list' && (
          <span className={styles.dim}>
            {file.type} · {formatBytes(file.size)}
          </span>
        )}
        {file.isSensitive && <span className={styles.sensitiveBadge}>{t('rooms.drive.sensitiveBadge')}</span>}
      </button>
    </li>
  );
}
