import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { confirmDialog, inputDialog } from '@/core/dialogs/dialog-store';
import type { DriveFile } from '@/core/entities/drive-file';
import { formatBytes, useI18n } from '@/core/i18n';
import { DrivePicker, UploadList, useUploads } from '@/features/post-form';
import { IconEye, IconEyeOff, IconFolder, IconFolderPlus, IconLayoutGrid, IconLayoutList, IconPencil, IconReplace, IconTrash, IconUpload, IconX } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { CapacityBar } from './CapacityBar';
import { driveActions } from './drive-actions';
import { breadcrumbs, DRAG_TYPE, draggedIds, driveUploadOptions, emptySelection, placeFile, pruneSelection, toggleSelection, type Selection } from './drive-logic';
import { driveFilesQuery, driveFolderQuery, driveFoldersQuery, driveKeys } from './drive-queries';
import { FileDetailDialog } from './FileDetailDialog';
import { Thumbnail } from './Thumbnail';
import type { DriveFolder } from './types';
import { useDriveStream } from './use-drive-stream';
import styles from './Drive.module.css';

const carriesFiles = (e: DragEvent) => e.dataTransfer.types.includes(DRAG_TYPE);

function readDragged(e: DragEvent): string[] {
  try {
    const v = JSON.parse(e.dataTransfer.getData(DRAG_TYPE)) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** A place files can be dropped on (a folder, a breadcrumb): moves them there. */
function useDropTarget(folderId: string | null, onMove: (ids: string[], folderId: string | null) => void) {
  const [over, setOver] = useState(false);
  return {
    over,
    props: {
      onDragOver: (e: DragEvent) => {
        if (!carriesFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (e: DragEvent) => {
        if (!carriesFiles(e)) return;
        e.preventDefault();
        e.stopPropagation();
        setOver(false);
        const ids = readDragged(e);
        if (ids.length > 0) onMove(ids, folderId);
      },
      'data-drop-target': folderId ?? 'root',
    },
  };
}

function Crumb({ folder, current, onMove }: { folder: DriveFolder | null; current: boolean; onMove: (ids: string[], folderId: string | null) => void }) {
  const { t } = useI18n();
  const drop = useDropTarget(folder?.id ?? null, onMove);
  const label = folder ? folder.name : t('rooms.drive.root');
  return (
    <span {...drop.props} className={drop.over ? styles.dropOver : undefined}>
      {current ? (
        <span aria-current="location" className={styles.crumbCurrent}>{label}</span>
      ) : folder ? (
        <Link to="/my/drive/folder/$folder" params={{ folder: folder.id }} className={styles.crumb}>{label}</Link>
      ) : (
        <Link to="/my/drive" className={styles.crumb}>{label}</Link>
      )}
    </span>
  );
}

function FolderTile({ folder, onMove }: { folder: DriveFolder; onMove: (ids: string[], folderId: string | null) => void }) {
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
          aria-label={t('rooms.drive.renameFolder', { name: folder.name })}
          onClick={async () => {
            const name = await inputDialog({ title: t('rooms.drive.renameFolderTitle'), defaultValue: folder.name });
            if (name?.trim()) await driveActions.updateFolder(qc, folder.id, { name: name.trim() }).catch(() => undefined);
          }}
        >
          <IconPencil size={14} aria-hidden />
        </button>
        <button type="button" className={styles.iconButton} aria-label={t('rooms.drive.moveFolder', { name: folder.name })} onClick={() => setMovingFolder(true)}>
          <IconReplace size={14} aria-hidden />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('rooms.drive.deleteFolder', { name: folder.name })}
          onClick={async () => {
            if (await confirmDialog({ text: t('rooms.drive.deleteFolderConfirm', { name: folder.name }) })) await driveActions.deleteFolder(qc, folder.id).catch(() => undefined);
          }}
        >
          <IconTrash size={14} aria-hidden />
        </button>
      </span>
      {movingFolder && (
        <DrivePicker
          mode="folder"
          title={t('rooms.drive.moveFolder', { name: folder.name })}
          onClose={() => setMovingFolder(false)}
          onSelectFolder={(target) => {
            if (target?.id !== folder.id) void driveActions.updateFolder(qc, folder.id, { parentId: target?.id ?? null }).catch(() => undefined);
          }}
        />
      )}
    </li>
  );
}

function FileTile({ file, selected, selection, view, onToggle, onOpen }: { file: DriveFile; selected: boolean; selection: Selection; view: 'grid' | 'list'; onToggle: () => void; onOpen: () => void }) {
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

/** /my/drive and /my/drive/folder/{folder}: folders, files, uploads, selection, moves, live. */
export function DrivePage({ folderId }: { folderId: string | null }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  useDriveStream();
  const folder = useQuery({ ...driveFolderQuery(folderId ?? ''), enabled: folderId !== null });
  const folders = useQuery(driveFoldersQuery(folderId));
  const filesOptions = driveFilesQuery(folderId);
  const files = useInfiniteQuery(filesOptions);
  const list = useMemo(() => files.data?.pages.flat() ?? [], [files.data]);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [detail, setDetail] = useState<DriveFile | null>(null);
  const [moving, setMoving] = useState(false);
  const uploads = useUploads(driveUploadOptions(folderId));
  const fileInput = useRef<HTMLInputElement>(null);
  const crumbs = folderId ? breadcrumbs(folder.data) : [];

  useEffect(() => setSelection((s) => pruneSelection(s, list.map((f) => f.id))), [list]);

  // Finished uploads go into the list at once (the stream may be slower) and leave the queue.
  useEffect(() => {
    const done = uploads.items.filter((i) => i.state === 'done' && i.file);
    if (done.length === 0) return;
    for (const item of done) {
      qc.setQueryData<InfiniteData<DriveFile[], string | null>>(filesOptions.queryKey, (d) => (d && item.file ? { ...d, pages: placeFile(d.pages, item.file, folderId) } : d));
    }
    void qc.invalidateQueries({ queryKey: driveKeys.capacity() });
    const timer = setTimeout(() => done.forEach((i) => uploads.remove(i.id)), 1500);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uploads.items]);

  // Paste anywhere on the page uploads into this folder.
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const pasted = [...(e.clipboardData?.files ?? [])];
      if (pasted.length === 0) return;
      e.preventDefault();
      uploads.add(pasted);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [uploads]);

  const move = (ids: string[], target: string | null) => {
    if (target === folderId) return;
    void driveActions.updateFiles(qc, ids, { folderId: target }).then(() => setSelection(emptySelection));
  };
  const selectedFiles = list.filter((f) => selection.ids.includes(f.id));
  const allSensitive = selectedFiles.length > 0 && selectedFiles.every((f) => f.isSensitive);

  const createFolder = async () => {
    const name = await inputDialog({ title: t('rooms.drive.newFolder'), placeholder: t('rooms.drive.folderNamePlaceholder') });
    if (name?.trim()) await driveActions.createFolder(qc, name.trim(), folderId).catch(() => undefined);
  };

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
      <PageHeader
        title={t('rooms.drive.title')}
        actions={
          <>
            <Button onClick={() => fileInput.current?.click()} data-action="upload">
              <IconUpload size={16} aria-hidden /> {t('rooms.drive.upload')}
            </Button>
            <Button onClick={() => void createFolder()} data-action="new-folder">
              <IconFolderPlus size={16} aria-hidden /> {t('rooms.drive.newFolder')}
            </Button>
            <button type="button" className={styles.iconButton} aria-pressed={view === 'list'} aria-label={view === 'grid' ? t('rooms.drive.listView') : t('rooms.drive.gridView')} onClick={() => setView(view === 'grid' ? 'list' : 'grid')}>
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
          if (picked.length > 0) uploads.add(picked);
        }}
      />
      <CapacityBar />
      <nav className={styles.crumbs} aria-label={t('rooms.drive.location')}>
        <Crumb folder={null} current={folderId === null} onMove={move} />
        {crumbs.map((f, i) => (
          <span key={f.id} className={styles.crumbSep}>
            / <Crumb folder={f} current={i === crumbs.length - 1} onMove={move} />
          </span>
        ))}
      </nav>
      <div data-testid="drive-uploads">
        <UploadList uploads={uploads} />
      </div>
      {selection.ids.length > 0 && (
        <div className={styles.selectionBar} role="toolbar" aria-label={t('rooms.drive.selectionActions')}>
          <span>{t('rooms.drive.selectedCount', { n: selection.ids.length })}</span>
          <Button onClick={() => setMoving(true)} data-action="move-selected">{t('rooms.drive.move')}</Button>
          <Button
            data-action="toggle-sensitive"
            onClick={() => void driveActions.updateFiles(qc, selection.ids, { isSensitive: !allSensitive })}
          >
            {allSensitive ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />} {allSensitive ? t('rooms.drive.markNotSensitive') : t('rooms.drive.markSensitive')}
          </Button>
          <Button
            data-action="delete-selected"
            onClick={async () => {
              if (await confirmDialog({ text: t('rooms.drive.deleteFilesConfirm', { n: selection.ids.length }) })) await driveActions.deleteFiles(qc, selection.ids);
            }}
          >
            <IconTrash size={16} aria-hidden /> {t('common.delete')}
          </Button>
          <button type="button" className={styles.iconButton} aria-label={t('rooms.drive.clearSelection')} onClick={() => setSelection(emptySelection)}>
            <IconX size={16} aria-hidden />
          </button>
        </div>
      )}
      {(folders.isError || files.isError || folder.isError) && <p role="alert">{t('rooms.drive.loadFailed')}</p>}
      <ul className={styles.folders} aria-label={t('rooms.drive.folders')}>
        {(folders.data ?? []).map((f) => (
          <FolderTile key={f.id} folder={f} onMove={move} />
        ))}
      </ul>
      <ul className={view === 'grid' ? styles.grid : styles.rows} aria-label={t('rooms.drive.files')} aria-busy={files.isPending}>
        {list.map((f) => (
          <FileTile key={f.id} file={f} view={view} selection={selection} selected={selection.ids.includes(f.id)} onToggle={() => setSelection((s) => toggleSelection(s, f.id))} onOpen={() => setDetail(f)} />
        ))}
      </ul>
      {!files.isPending && list.length === 0 && (folders.data ?? []).length === 0 && <p className={styles.dim}>{t('rooms.drive.empty')}</p>}
      {files.hasNextPage && (
        <Button onClick={() => void files.fetchNextPage()} disabled={files.isFetchingNextPage}>
          {t('rooms.drive.loadMore')}
        </Button>
      )}
      {detail && <FileDetailDialog file={detail} onClose={() => setDetail(null)} />}
      {moving && (
        <DrivePicker
          mode="folder"
          title={t('rooms.drive.moveTo')}
          onClose={() => setMoving(false)}
          onSelectFolder={(target) => {
            move([...selection.ids], target?.id ?? null);
          }}
        />
      )}
    </section>
  );
}
