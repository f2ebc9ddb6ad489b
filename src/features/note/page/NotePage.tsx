import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/core/api/api-error';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { NoteView } from '../Note';
import { noteChildrenQuery, noteConversationQuery, noteQuery } from './note-queries';
import styles from './NotePage.module.css';

/** /notes/{id}: the conversation above, the note in detail, its replies below. */
export function NotePage({ noteId }: { noteId: string }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const note = useQuery(noteQuery(noteId, qc));
  const conversation = useQuery({ ...noteConversationQuery(noteId), enabled: !!note.data?.replyId });
  const children = useQuery(noteChildrenQuery(noteId));

  return (
    <section data-page="note">
      <PageHeader title={t('note.title')} />
      {note.isPending && <p className={styles.status}>{t('common.loading')}</p>}
      {note.isError && !note.data && (
        <div className={styles.status} role="alert">
          <p>{isApiError(note.error) && note.error.code === 'NO_SUCH_NOTE' ? t('note.notFound') : t('note.loadFailed')}</p>
          <Button onClick={() => void note.refetch()}>{t('common.retry')}</Button>
        </div>
      )}
      {note.data && (
        <>
          {(conversation.data ?? [])
            .slice()
            .reverse()
            .map((c) => (
              <NoteView key={c.id} note={c} />
            ))}
          <NoteView note={note.data} detailed />
          {(children.data ?? []).map((c) => (
            <NoteView key={c.id} note={c} />
          ))}
        </>
      )}
    </section>
  );
}
