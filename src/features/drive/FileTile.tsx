import { useState } from 'react';
import type { DriveFile } from '@/core/entities/drive-file';
import type { MenuPoint } from '@/ui/menu';
import { DriveFileMenu } from './DriveFileMenu';
import { formatBytes, useI18n } from '@/core/i18n';
import { DRAG_TYPE, draggedIds, type Selection } from './drive-logic';
import { Thumbnail } from './Thumbnail';
import styles from './Drive.module.css';

/** A file in the grid or list: selectable, draggable (with the rest of the selection), opens its details. */
export function FileTile({ file, selected, selection, view, onToggle, onOpen }: { file: DriveFile; selected: boolean; selection: Selection; view: 'grid' | 'list'; onToggle: () => void; onOpen: () => void }) {
  const { t } = useI18n();
  const [menu, setMenu] = useState<{ at: MenuPoint; returnFocus: HTMLElement | null } | null>(null);
  return (
    <li
      className={[view === 'grid' ? styles.fileTile : styles.fileRow, selected ? styles.selected : ''].join(' ')}
      data-file={file.name}
      data-selected={selected || undefined}
      draggable
      onContextMenu={(e) => {
        e.preventDefault();
        setMenu({ at: { x: e.clientX, y: e.clientY }, returnFocus: document.activeElement instanceof HTMLElement && e.currentTarget.contains(document.activeElement) ? document.activeElement : null });
      }}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, JSON.stringify(draggedIds(selection, file.id)));
        e.dataTransfer.effectAllowed = 'move';
      }}
    >
      <input type="checkbox" className={styles.check} checked={selected} onChange={onToggle} aria-label={t('drive.selectFile', { name: file.name })} />
      <button type="button" className={styles.fileButton} onClick={onOpen} title={file.name}>
        <Thumbnail file={file} />
        <span className={styles.fileName}>{file.name}</span>
        {view === 'list' && (
          <span className={styles.dim}>
            {file.type} · {formatBytes(file.size)}
          </span>
        )}
        {file.isSensitive && <span className={styles.sensitiveBadge}>{t('drive.sensitiveBadge')}</span>}
      </button>
      {menu && <DriveFileMenu file={file} at={menu.at} returnFocus={menu.returnFocus} onClose={() => setMenu(null)} onOpen={onOpen} />}
    </li>
  );
}
