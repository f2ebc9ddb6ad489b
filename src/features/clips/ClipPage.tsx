import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { getAccount } from '@/core/accounts/session';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { MoreButton, QueryState, kitStyles } from '@/ui/list-kit';
import { acctOf } from '@/core/entities/display-acct';
import { NoteView } from '@/features/note';
import { MfmText } from '@/mfm';
import { IconEdit, IconTrash, IconX } from '@/ui/icons';
import { PageHeader } from '@/ui/page/PageHeader';
import { ClipEditor } from './ClipEditor';
import { clipNotesQuery, clipQuery, deleteClip, removeNoteFromClip } from './clips-queries';
import styles from './Clips.module.css';

/** /clips/{clipId}: a clip and its notes; its owner edits, deletes and takes notes out. */
export function ClipPage({ clipId }: { clipId: string }) {
  const { t } = useI18n();
  const router = useRouter();
  const qc = useQueryClient();
  const clip = useQuery(clipQuery(clipId));
  const notes = useInfiniteQuery(clipNotesQuery(clipId));
  const [editing, setEditing] = useState(false);
  const mine = !!clip.data && clip.data.userId === getAccount()?.id;

  const remove = async () => {
    if (!clip.data || !(await confirmDialog({ text: t('pageKit.deleteConfirm', { name: clip.data.name }), type: 'warning' }))) return;
    try {
      await deleteClip(qc, clipId);
    } catch {
      return; // toasted
    }
    showToast(t('pageKit.deleted'), 'success');
    void router.navigate({ to: '/my/clips' });
  };

  const removeNote = (noteId: string) => removeNoteFromClip(qc, clipId, noteId);

  const items = notes.data?.pages.flat() ?? [];
  return (
    <section data-page="clip">
      <PageHeader
        title={clip.data?.name ?? t('clips.clip')}
        actions={
          mine && (
            <>
              <button type="button" className={kitStyles.iconButton} aria-label={t('common.edit')} title={t('common.edit')} onClick={() => setEditing((v) => !v)}>
                <IconEdit size={18} aria-hidden />
              </button>
              <button type="button" className={kitStyles.iconButton} aria-label={t('common.delete')} title={t('common.delete')} onClick={() => void remove()}>
                <IconTrash size={18} aria-hidden />
              </button>
            </>
          )
        }
      />
      <QueryState query={clip}>
        {(c) =>
          editing ? (
            <ClipEditor
              original={c}
              onDone={() => {
                setEditing(false);
              }}
            />
          ) : (
            <div className={styles.head}>
              {c.description && <MfmText text={c.description} author={c.user ?? { host: null }} />}
              {c.user && (
                <p className={kitStyles.meta}>
                  <Link to="/@{$acct}" params={{ acct: acctOf(c.user) }}>@{acctOf(c.user)}</Link> · {c.isPublic ? t('pageKit.public') : t('pageKit.private')}
                </p>
              )}
            </div>
          )
        }
      </QueryState>
      {notes.isPending ? (
        <p className={kitStyles.status}>{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <p className={kitStyles.status}>{notes.isError ? t('pageKit.loadFailed') : t('clips.noNotes')}</p>
      ) : (
        <div role="feed" aria-label={t('clips.notes')}>
          {items.map((note, i) => (
            <div key={note.id} className={styles.item}>
              <NoteView note={note} posinset={i + 1} setsize={notes.hasNextPage ? -1 : items.length} />
              {mine && (
                <button type="button" className={kitStyles.iconButton} aria-label={t('clips.removeNote')} title={t('clips.removeNote')} onClick={() => void removeNote(note.id)}>
                  <IconX size={18} aria-hidden />
                </button>
              )}
            </div>
          ))}
          <MoreButton query={notes} label={t('timeline.loadMore')} />
        </div>
      )}
    </section>
  );
}
