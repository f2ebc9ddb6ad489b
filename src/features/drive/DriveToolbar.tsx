import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { inputDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { IconFolderPlus, IconLayoutGrid, IconLayoutList, IconUpload } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { driveActions } from './drive-actions';
import styles from './Drive.module.css';

export type DriveView = 'grid' | 'list';

/** The drive page's header: upload (through a hidden file input), new folder, grid or list view. */
export function DriveToolbar({ folderId, view, onViewChange, onPick }: { folderId: string | null; view: DriveView; onViewChange: (view: DriveView) => void; onPick: (files: File[]) => void }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);

  const createFolder = async () => {
    const name = await inputDialog({ title: t('drive.newFolder'), placeholder: t('drive.folderNamePlaceholder') });
    if (name?.trim()) await driveActions.createFolder(qc, name.trim(), folderId).catch(() => undefined);
  };

  return (
    <>
      <PageHeader
        title={t('drive.title')}
        actions={
          <>
            <Button onClick={() => fileInput.current?.click()} data-action="upload">
              <IconUpload size={16} aria-hidden /> {t('drive.upload')}
            </Button>
            <Button onClick={() => void createFolder()} data-action="new-folder">
              <IconFolderPlus size={16} aria-hidden /> {t('drive.newFolder')}
            </Button>
            <button type="button" className={styles.iconButton} aria-pressed={view === 'list'} aria-label={view === 'grid' ? t('drive.listView') : t('drive.gridView')} onClick={() => onViewChange(view === 'grid' ? 'list' : 'grid')}>
              {view === 'grid' ? <IconLayoutList size={18} aria-hidden /> : <IconLayoutGrid size={18} aria-hidden />}
            </button>
          </>
        }
      />
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        data-testid="drive-file-input"
        onChange={(e) => {
          const picked = [...(e.target.files ?? [])];
          e.target.value = '';
          if (picked.length > 0) onPick(picked);
        }}
      />
    </>
  );
}
