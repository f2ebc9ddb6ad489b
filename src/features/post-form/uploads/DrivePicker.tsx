import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DriveFile } from '@/core/entities/drive-file';
import { useI18n } from '@/core/i18n';
import { Modal } from '@/ui/dialogs/Modal';
import { Button } from '@/ui/page/Button';
import { drivePickerFilesQuery, drivePickerFoldersQuery, type DriveFolder } from './drive-queries';
import { httpUrl } from './http-url';
import { FileIcon, fileKind } from './icons';
import styles from './DrivePicker.module.css';

/** A simple drive file picker: folders to walk into, files to toggle, then attach. */
export function DrivePicker({ max, onSelect, onClose }: { max: number; onSelect: (files: DriveFile[]) => void; onClose: () => void }) {
  const { t } = useI18n();
  const [path, setPath] = useState<DriveFolder[]>([]);
  const [selected, setSelected] = useState<DriveFile[]>([]);
  const folderId = path[path.length - 1]?.id ?? null;
  const folders = useQuery(drivePickerFoldersQuery(folderId));
  const files = useInfiniteQuery(drivePickerFilesQuery(folderId));
  const list = files.data?.pages.flat() ?? [];
  const isSelected = (f: DriveFile) => selected.some((s) => s.id === f.id);
  const toggle = (f: DriveFile) => setSelected((cur) => (cur.some((s) => s.id === f.id) ? cur.filter((s) => s.id !== f.id) : cur.length >= max ? cur : [...cur, f]));

  return (
    <Modal label={t('upload.drivePickerTitle')} onCancel={onClose} className={styles.modal}>
      <h2 className={styles.title}>{t('upload.drivePickerTitle')}</h2>
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
      {(folders.isError || files.isError) && <p role="alert">{t('upload.driveLoadFailed')}</p>}
      <ul className={styles.folders} aria-label={t('upload.driveFolders')}>
        {(folders.data ?? []).map((f) => (
          <li key={f.id}>
            <button type="button" className={styles.folder} onClick={() => setPath([...path, f])}>
              <FileIcon kind="folder" /> {f.name}
            </button>
          </li>
        ))}
      </ul>
      <ul className={styles.files} aria-label={t('upload.driveFiles')} aria-busy={files.isPending}>
        {list.map((f) => {
          const thumb = httpUrl(f.thumbnailUrl);
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
      {!files.isPending && list.length === 0 && (folders.data ?? []).length === 0 && <p className={styles.empty}>{t('upload.driveEmpty')}</p>}
      {files.hasNextPage && (
        <Button onClick={() => void files.fetchNextPage()} disabled={files.isFetchingNextPage}>
          {t('upload.loadMore')}
        </Button>
      )}
      <div className={styles.buttons}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          primary
          disabled={selected.length === 0}
          onClick={() => {
            onSelect(selected);
            onClose();
          }}
        >
          {t('upload.attachSelected', { n: selected.length })}
        </Button>
      </div>
    </Modal>
  );
}
