import { useQueryClient } from '@tanstack/react-query';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import type { DriveFile } from '@/core/entities/drive-file';
import { useI18n } from '@/core/i18n';
import { IconEye, IconEyeOff, IconTrash, IconX } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { driveActions } from './drive-actions';
import type { Selection } from './drive-logic';
import styles from './Drive.module.css';

/** What can be done with the selected files: move, mark (not) sensitive, delete, clear the selection. */
export function SelectionBar({ selection, list, onMove, onClear }: { selection: Selection; list: DriveFile[]; onMove: () => void; onClear: () => void }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const selectedFiles = list.filter((f) => selection.ids.includes(f.id));
  const allSensitive = selectedFiles.length > 0 && selectedFiles.every((f) => f.isSensitive);
  return (
    <div className={styles.selectionBar} role="toolbar" aria-label={t('drive.selectionActions')}>
      <span>{t('drive.selectedCount', { n: selection.ids.length })}</span>
      <Button onClick={onMove} data-action="move-selected">{t('drive.move')}</Button>
      <Button
        data-action="toggle-sensitive"
        onClick={() => void driveActions.updateFiles(qc, selection.ids, { isSensitive: !allSensitive })}
      >
        {allSensitive ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />} {allSensitive ? t('drive.markNotSensitive') : t('drive.markSensitive')}
      </Button>
      <Button
        data-action="delete-selected"
        onClick={async () => {
          if (await confirmDialog({ text: t('drive.deleteFilesConfirm', { n: selection.ids.length }) })) await driveActions.deleteFiles(qc, selection.ids);
        }}
      >
        <IconTrash size={16} aria-hidden /> {t('common.delete')}
      </Button>
      <button type="button" className={styles.iconButton} aria-label={t('drive.clearSelection')} onClick={onClear}>
        <IconX size={16} aria-hidden />
      </button>
    </div>
  );
}
