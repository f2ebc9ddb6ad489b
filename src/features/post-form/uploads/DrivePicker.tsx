import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { drivePickerPreferredFolderQuery } from './drive-queries';
import { useSetting } from '@/core/settings';
import type { DriveFile } from '@/core/entities/drive-file';
import { useI18n } from '@/core/i18n';
import { Modal } from '@/ui/dialogs/Modal';
import { Button } from '@/ui/page/Button';
import { drivePickerFilesQuery, drivePickerFoldersQuery, type DriveFolder } from './drive-queries';
import { safeHttpUrl } from '@/core/entities/http-url';
import { FileIcon, fileKind } from './icons';
import styles from './DrivePicker.module.css';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';

export interface DrivePickerProps {
  /** 'file' picks files (default); 'folder' picks the folder being shown (root = null). */
  mode?: 'file' | 'folder';
  /** Several files (default) or exactly one. */
  multiple?: boolean;
  /** At most this many files. */
  max?: number;
  /** Only files of this MIME type (`image/*` works). */
  type?: string;
  title?: string;
  /** The confirm button's label (default: attach (n)). */
  confirmLabel?: string;
  onSelect?: (files: DriveFile[]) => void;
  onSelectFolder?: (folder: DriveFolder | null) => void;
  onClose: () => void;
  /** What the file is for: the picker opens in, and remembers, the drive folder preferred for it. */
  kind?: DriveFolderKind;
}

export type DriveFolderKind = 'avatar' | 'banner' | 'emoji';

const KIND_SETTING = { avatar: 'driveFolderAvatar', banner: 'driveFolderBanner', emoji: 'driveFolderEmoji' } as const;

/** Root → … → folder from drive/folders/show's parent chain. */
function chainOf(folder: (DriveFolder & { parent?: unknown }) | null | undefined): DriveFolder[] {
  const out: DriveFolder[] = [];
  let f = folder;
  for (let i = 0; f && i < 32; i++) {
    out.unshift({ id: f.id, name: f.name, parentId: f.parentId });
    f = (f.parent ?? null) as typeof f;
  }
  return out;
}

/** The preferred folder of a kind (a setting per kind) and the path to it once loaded. */
function usePreferredFolder(kind: DriveFolderKind | undefined, setPath: (p: DriveFolder[]) => void) {
  const [preferred, setPreferred] = useSetting(KIND_SETTING[kind ?? 'avatar']);
  const wanted = kind ? preferred : null;
  const folder = useQuery(drivePickerPreferredFolderQuery(wanted));
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !folder.data) return;
    applied.current = true;
    setPath(chainOf(folder.data));
  }, [folder.data, setPath]);
  return (folderId: string | null) => {
    if (kind && folderId !== preferred) setPreferred(folderId);
  };
}

/**
 * The drive file or folder select dialog (spec section 2): walk folders by breadcrumbs, toggle
 * files (one or several), then confirm; in folder mode the folder shown is the answer.
 */
export function DrivePicker({ mode = 'file', multiple = true, max = Infinity, type, title, confirmLabel, onSelect, onSelectFolder, onClose, kind }: DrivePickerProps) {
  const { t } = useI18n();
  const [path, setPath] = useState<DriveFolder[]>([]);
  const [selected, setSelected] = useState<DriveFile[]>([]);
  const folderId = path[path.length - 1]?.id ?? null;
  const remember = usePreferredFolder(kind, setPath);
  const folders = useQuery(drivePickerFoldersQuery(folderId));
  const files = useInfiniteQuery({ ...drivePickerFilesQuery(folderId, type), enabled: mode === 'file' });
  const list = mode === 'file' ? (files.data?.pages.flat() ?? []) : [];
  const limit = multiple ? max : 1;
  const isSelected = (f: DriveFile) => selected.some((s) => s.id === f.id);
  const toggle = (f: DriveFile) =>
    setSelected((cur) => {
      if (cur.some((s) => s.id === f.id)) return cur.filter((s) => s.id !== f.id);
      if (!multiple) return [f];
      return cur.length >= limit ? cur : [...cur, f];
    });
  const heading = title ?? (mode === 'folder' ? t('postFormScreens.drivePicker.folderTitle') : t('upload.drivePickerTitle'));

  return (
    <Modal label={heading} onCancel={onClose} className={styles.modal}>
      <h2 className={styles.title}>{heading}</h2>
      <nav className={styles.path} aria-label={t('upload.driveLocation')}>
        <button type="button" className={styles.crumb} onClick={() => setPath([])} aria-current={path.length === 0 ? 'location' : undefined}>
          {t('upload.driveRoot')}
        </button>
        {path.map((f, i) => (
          <button key={f.id} type="button" className={styles.crumb} onClick={() => setPath(path.slice(0, i + 1))} aria-current={i === path.length - 1 ? 'location' : undefined}>
            / {f.name}
          </button>
        ))}
      </nav>
      {(folders.isError || files.isError) && (
        <QueryError
          error={folders.error ?? files.error}
          onRetry={() => Promise.all([folders.isError && folders.refetch(), files.isError && files.refetch()])}
          retrying={folders.isFetching || files.isFetching}
          message={t('upload.driveLoadFailed')}
        />
      )}
      {(folders.isLoading || files.isLoading) && <Loading />}
      <ul className={styles.folders} aria-label={t('upload.driveFolders')}>
        {(folders.data ?? []).map((f) => (
          <li key={f.id}>
            <button type="button" className={styles.folder} onClick={() => setPath([...path, f])}>
              <FileIcon kind="folder" /> {f.name}
            </button>
          </li>
        ))}
      </ul>
      {mode === 'file' && (
        <ul className={styles.files} aria-label={t('upload.driveFiles')} aria-busy={files.isPending}>
          {list.map((f) => {
            const thumb = safeHttpUrl(f.thumbnailUrl);
            return (
              <li key={f.id}>
                <button type="button" className={styles.file} aria-pressed={isSelected(f)} onClick={() => toggle(f)} title={f.name}>
                  {thumb ? <img src={thumb} alt="" className={styles.thumb} loading="lazy" /> : <span className={styles.thumb} aria-hidden><FileIcon kind={fileKind(f.type)} /></span>}
                  <span className={styles.fileName}>{f.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {mode === 'file' && !files.isPending && list.length === 0 && (folders.data ?? []).length === 0 && <p className={styles.empty}>{t('upload.driveEmpty')}</p>}
      {mode === 'file' && files.hasNextPage && (
        <Button onClick={() => void files.fetchNextPage()} disabled={files.isFetchingNextPage}>
          {t('upload.loadMore')}
        </Button>
      )}
      <div className={styles.buttons}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        {mode === 'folder' ? (
          <Button
            primary
            onClick={() => {
              remember(folderId);
              onSelectFolder?.(path[path.length - 1] ?? null);
              onClose();
            }}
          >
            {t('postFormScreens.drivePicker.chooseFolder')}
          </Button>
        ) : (
          <Button
            primary
            disabled={selected.length === 0}
            onClick={() => {
              remember(folderId);
              onSelect?.(selected);
              onClose();
            }}
          >
            {confirmLabel ?? t('upload.attachSelected', { n: selected.length })}
          </Button>
        )}
      </div>
    </Modal>
  );
}
