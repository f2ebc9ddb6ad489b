import { Link } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import type { DriveFolder } from './types';
import { useDropTarget, type MoveFiles } from './use-drop-target';
import styles from './Drive.module.css';

function Crumb({ folder, current, onMove }: { folder: DriveFolder | null; current: boolean; onMove: MoveFiles }) {
  const { t } = useI18n();
  const drop = useDropTarget(folder?.id ?? null, onMove);
  const label = folder ? folder.name : t('drive.root');
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

/** Where this folder is: the root, then each parent; files can be dropped on any of them. */
export function DriveCrumbs({ folderId, crumbs, onMove }: { folderId: string | null; crumbs: DriveFolder[]; onMove: MoveFiles }) {
  const { t } = useI18n();
  return (
    <nav className={styles.crumbs} aria-label={t('drive.location')}>
      <Crumb folder={null} current={folderId === null} onMove={onMove} />
      {crumbs.map((f, i) => (
        <span key={f.id} className={styles.crumbSep}>
          / <Crumb folder={f} current={i === crumbs.length - 1} onMove={onMove} />
        </span>
      ))}
    </nav>
  );
}
