import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { confirmDialog, inputDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { DrivePicker } from '@/features/post-form';
import { IconFolder, IconPencil, IconReplace, IconTrash } from '@/ui/icons';
import { driveActions } from './drive-actions';
import type { DriveFolder } from './types';
import { useDropTarget, type MoveFiles } from './use-drop-target';
import styles from './Drive.module.css';

/** A folder in the list: opens it, takes dropped files, renames, moves and deletes it. */
export function FolderTile({ folder, onMove }: { folder: DriveFolder; onMove: MoveFiles }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const drop = useDropTarget(folder.id, onMove);
  const [movingFolder, setMovingFolder] = useState(false);
  return (
    <li {...drop.props} className={[styles.folderTile, drop.over ? styles.dropOver : ''].join(' ')} data-folder={folder.name}>
      <Link to="/my/drive/folder/$folder" params={{ folder: folder.id }} className={styles.folderLink}>
        <IconFolder size={20} aria-hidden /> <span>{folder.name}</span>
      </Link>
      <span className={styles.tileActions}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('drive.renameFolder', { name: folder.name })}
          onClick={async () => {
            const name = await inputDialog({ title: t('drive.renameFolderTitle'), defaultValue: folder.name });
            if (name?.trim()) await driveActions.updateFolder(qc, folder.id, { name: name.trim() }).catch(() => undefined);
          }}
        >
          <IconPencil size={14} aria-hidden />
        </button>
        <button type="button" className={styles.iconButton} aria-label={t('drive.moveFolder', { name: folder.name })} onClick={() => setMovingFolder(true)}>
          <IconReplace size={14} aria-hidden />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('drive.deleteFolder', { name: folder.name })}
          onClick={async () => {
            if (await confirmDialog({ text: t('drive.deleteFolderConfirm', { name: folder.name }) })) await driveActions.deleteFolder(qc, folder.id).catch(() => undefined);
          }}
        >
          <IconTrash size={14} aria-hidden />
        </button>
      </span>
      {movingFolder && (
        <DrivePicker
          mode="folder"
          title={t('drive.moveFolder', { name: folder.name })}
          onClose={() => setMovingFolder(false)}
          onSelectFolder={(target) => {
            if (target?.id !== folder.id) void driveActions.updateFolder(qc, folder.id, { parentId: target?.id ?? null }).catch(() => undefined);
          }}
        />
      )}
    </li>
  );
}
