import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { confirmDialog, inputDialog } from '@/core/dialogs/dialog-store';
import type { DriveFile } from '@/core/entities/drive-file';
import { safeHttpUrl } from '@/core/entities/http-url';
import { formatBytes, formatDateTime, useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { Modal } from '@/ui/dialogs/Modal';
import { IconCopy, IconExternalLink, IconPencil, IconTrash } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { driveActions } from './drive-actions';
import { attachedNotesQuery, driveFileQuery } from './drive-queries';
import { Thumbnail } from './Thumbnail';
import styles from './Drive.module.css';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';

/** A file's detail: name, alt text, sensitive, size, type, created, attached notes, open, copy link, delete. */
export function FileDetailDialog({ file: initial, onClose }: { file: DriveFile; onClose: () => void }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const file = useQuery({ ...driveFileQuery(initial.id), initialData: initial, staleTime: 10_000 }).data ?? initial;
  const notes = useQuery(attachedNotesQuery(initial.id));
  const [comment, setComment] = useState(file.comment ?? '');
  const [saving, setSaving] = useState(false);
  const url = safeHttpUrl(file.url ?? '');
  const original = safeHttpUrl(typeof file.originalUrl === 'string' ? file.originalUrl : (file.url ?? ''));

  const update = async (change: Parameters<typeof driveActions.updateFile>[2]) => {
    setSaving(true);
    // On failure the API client has said why; what was typed stays in the field.
    await driveActions.updateFile(qc, file.id, change).catch(() => undefined);
    setSaving(false);
  };

  return (
    <Modal label={t('drive.fileDetail')} onCancel={onClose} className={styles.detail}>
      <div data-file-detail={file.id}>
        <div className={styles.detailThumb}>
          <Thumbnail file={file} />
        </div>
        <h2 className={styles.detailName}>
          <span>{file.name}</span>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('drive.rename')}
            onClick={async () => {
              const name = await inputDialog({ title: t('drive.rename'), defaultValue: file.name });
              if (name?.trim()) await update({ name: name.trim() });
            }}
          >
            <IconPencil size={16} aria-hidden />
          </button>
        </h2>
        <dl className={styles.facts}>
          <dt>{t('drive.type')}</dt>
          <dd>{file.type}</dd>
          <dt>{t('drive.size')}</dt>
          <dd>{formatBytes(file.size)}</dd>
          <dt>{t('drive.created')}</dt>
          <dd>{file.createdAt ? formatDateTime(Date.parse(file.createdAt)) : t('common.unknown')}</dd>
        </dl>
        <label className={styles.field}>
          <input type="checkbox" checked={file.isSensitive} disabled={saving} onChange={(e) => void update({ isSensitive: e.target.checked })} />
          {t('drive.sensitive')}
        </label>
        <label className={styles.field} style={{ flexDirection: 'column', alignItems: 'stretch' }}>
          {t('drive.comment')}
          <textarea value={comment} maxLength={512} rows={3} onChange={(e) => setComment(e.target.value)} className={styles.textarea} />
        </label>
        <Button disabled={saving || comment === (file.comment ?? '')} onClick={() => void update({ comment: comment.trim() === '' ? null : comment })}>
          {t('drive.saveComment')}
        </Button>
        <h3 className={styles.subTitle}>{t('drive.attachedNotes')}</h3>
        {notes.isError && <QueryError error={notes.error} onRetry={() => notes.refetch()} retrying={notes.isFetching} message={t('drive.loadFailed')} />}
        {notes.isLoading && <Loading />}
        {notes.data && notes.data.length === 0 && <p className={styles.dim}>{t('drive.noAttachedNotes')}</p>}
        <ul className={styles.attached}>
          {(notes.data ?? []).map((n) => (
            <li key={n.id}>
              <Link to="/notes/$noteId" params={{ noteId: n.id }} onClick={onClose}>
                {(n.text ?? '').slice(0, 80) || n.id}
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.buttons}>
          {original && (
            <a href={original} target="_blank" rel="noopener noreferrer" className={styles.linkButton}>
              <IconExternalLink size={16} aria-hidden /> {t('drive.openOriginal')}
            </a>
          )}
          {url && (
            <Button
              onClick={() =>
                void navigator.clipboard?.writeText(url).then(
                  () => showToast(t('common.copied'), 'success'),
                  () => showToast(t('drive.copyFailed'), 'error'),
                )
              }
            >
              <IconCopy size={16} aria-hidden /> {t('common.copyLink')}
            </Button>
          )}
          <Button
            onClick={async () => {
              if (!(await confirmDialog({ text: t('drive.deleteFileConfirm', { name: file.name }) }))) return;
              if ((await driveActions.deleteFiles(qc, [file.id])) === 0) onClose();
            }}
          >
            <IconTrash size={16} aria-hidden /> {t('common.delete')}
          </Button>
          <Button primary onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
