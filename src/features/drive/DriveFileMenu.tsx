import { useQueryClient } from '@tanstack/react-query';
import { confirmDialog, inputDialog } from '@/core/dialogs/dialog-store';
import type { DriveFile } from '@/core/entities/drive-file';
import { useI18n } from '@/core/i18n';
import type { MenuPoint } from '@/ui/menu';
import { MenuPopup } from '@/ui/menu/MenuPopup';
import { driveActions } from './drive-actions';

interface Props {
  file: DriveFile;
  at: MenuPoint;
  returnFocus: HTMLElement | null;
  onClose: () => void;
  onOpen: () => void;
}

/** A drive file's context menu (right click, or the context-menu key on the file): details, rename, sensitivity, delete. */
export function DriveFileMenu({ file, at, returnFocus, onClose, onOpen }: Props) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const run = (fn: () => Promise<unknown>) => () => void fn().catch(() => undefined);
  return (
    <MenuPopup
      label={file.name}
      anchor={at}
      returnFocus={returnFocus}
      onClose={onClose}
      entries={[
        { label: t('drive.fileDetail'), onSelect: onOpen },
        {
          label: t('drive.rename'),
          onSelect: run(async () => {
            const name = (await inputDialog({ title: t('drive.rename'), defaultValue: file.name }))?.trim();
            if (name && name !== file.name) await driveActions.updateFile(qc, file.id, { name });
          }),
        },
        { label: file.isSensitive ? t('drive.markNotSensitive') : t('drive.markSensitive'), onSelect: run(() => driveActions.updateFile(qc, file.id, { isSensitive: !file.isSensitive })) },
        { type: 'divider' },
        {
          label: t('common.delete'),
          danger: true,
          onSelect: run(async () => {
            if (await confirmDialog({ type: 'warning', text: t('drive.deleteFileConfirm', { name: file.name }) })) await driveActions.deleteFiles(qc, [file.id]);
          }),
        },
      ]}
    />
  );
}
