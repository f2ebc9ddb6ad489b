import { useState } from 'react';
import type { DriveFile } from '@/core/entities/drive-file';
import { useI18n } from '@/core/i18n';
import { DrivePicker, UploadList } from '@/features/post-form';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';
import { Button } from '@/ui/page/Button';
import { CapacityBar } from './CapacityBar';
import { DriveCrumbs } from './DriveCrumbs';
import { DriveToolbar, type DriveView } from './DriveToolbar';
import { emptySelection, toggleSelection } from './drive-logic';
import { FileDetailDialog } from './FileDetailDialog';
import { FileTile } from './FileTile';
import { FolderTile } from './FolderTile';
import { SelectionBar } from './SelectionBar';
import { useDrivePage } from './use-drive-page';
import styles from './Drive.module.css';

/** /my/drive and /my/drive/folder/{folder}: folders, files, uploads, selection, moves, live. */
export function DrivePage({ folderId }: { folderId: string | null }) {
  const { t } = useI18n();
  const { folder, folders, files, list, selection, setSelection, uploads, crumbs, move } = useDrivePage(folderId);
  const [view, setView] = useState<DriveView>('grid');
  const [detail, setDetail] = useState<DriveFile | null>(null);
  const [moving, setMoving] = useState(false);
  const failed = [folder, folders, files].filter((q) => q.isError);

  return (
    <section
      data-page="drive"
      className={styles.page}
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) e.preventDefault();
      }}
      onDrop={(e) => {
        const dropped = [...e.dataTransfer.files];
        if (dropped.length === 0) return;
        e.preventDefault();
        uploads.add(dropped);
      }}
    >
      <DriveToolbar folderId={folderId} view={view} onViewChange={setView} onPick={(picked) => uploads.add(picked)} />
      <CapacityBar />
      <DriveCrumbs folderId={folderId} crumbs={crumbs} onMove={move} />
      <div data-testid="drive-uploads">
        <UploadList uploads={uploads} />
      </div>
      {selection.ids.length > 0 && <SelectionBar selection={selection} list={list} onMove={() => setMoving(true)} onClear={() => setSelection(emptySelection)} />}
      {failed.length > 0 ? (
        <QueryError error={failed[0]!.error} onRetry={() => Promise.all(failed.map((q) => q.refetch()))} retrying={failed.some((q) => q.isFetching)} message={t('drive.loadFailed')} />
      ) : (
        (files.isPending || folders.isPending) && <Loading />
      )}
      <ul className={styles.folders} aria-label={t('drive.folders')}>
        {(folders.data ?? []).map((f) => (
          <FolderTile key={f.id} folder={f} onMove={move} />
        ))}
      </ul>
      <ul className={view === 'grid' ? styles.grid : styles.rows} aria-label={t('drive.files')} aria-busy={files.isPending}>
        {list.map((f) => (
          <FileTile key={f.id} file={f} view={view} selection={selection} selected={selection.ids.includes(f.id)} onToggle={() => setSelection((s) => toggleSelection(s, f.id))} onOpen={() => setDetail(f)} />
        ))}
      </ul>
      {!files.isPending && list.length === 0 && (folders.data ?? []).length === 0 && <p className={styles.dim}>{t('drive.empty')}</p>}
      {files.hasNextPage && (
        <Button onClick={() => void files.fetchNextPage()} disabled={files.isFetchingNextPage}>
          {t('drive.loadMore')}
        </Button>
      )}
      {detail && <FileDetailDialog file={detail} onClose={() => setDetail(null)} />}
      {moving && (
        <DrivePicker
          mode="folder"
          title={t('drive.moveTo')}
          onClose={() => setMoving(false)}
          onSelectFolder={(target) => {
            move([...selection.ids], target?.id ?? null);
          }}
        />
      )}
    </section>
  );
}
