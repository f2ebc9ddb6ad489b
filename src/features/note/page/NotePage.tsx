import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/core/api/api-error';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { NoteView } from '../Note';
import { FocusedNoteMeta } from './FocusedNoteMeta';
import { NoteBackButton } from './NoteBackButton';
import { noteAncestorsQuery, noteQuery } from './note-queries';
import type { NotePageTab } from './note-tabs';
import { QuotesTab } from './QuotesTab';
import { ReactionsTab } from './ReactionsTab';
import { RenotesTab } from './RenotesTab';
import { RepliesTab } from './RepliesTab';
import styles from './NotePage.module.css';
import { Loading } from '@/ui/loading/Loading';

/**
 * /notes/{id} and /notes/{id}/{option}: the thread above, the note in focus (larger, its full date,
 * its counts and tabs) and below it the tab's list: replies, renotes, reactions by emoji or quotes.
 * A note shown under its parent never repeats that parent as its "reply to" preview.
 */
export function NotePage({ noteId, tab = 'replies', reaction }: { noteId: string; tab?: NotePageTab; reaction?: string }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const note = useQuery(noteQuery(noteId, qc));
  const ancestors = useQuery({ ...noteAncestorsQuery(noteId, qc), enabled: !!note.data?.replyId });
  const thread = note.data?.replyId ? (ancestors.data ?? []) : [];

  return (
    <section data-page="note">
      <PageHeader title={t('note.title')} leading={<NoteBackButton />} />
      {note.isPending && <Loading className={styles.status} />}
      {note.isError && !note.data && (
        <div className={styles.status} role="alert">
          <p>{isApiError(note.error) && note.error.code === 'NO_SUCH_NOTE' ? t('note.notFound') : t('note.loadFailed')}</p>
          <Button onClick={() => void note.refetch()}>{t('common.retry')}</Button>
        </div>
      )}
      {note.data && (
        <>
          {thread.length > 0 && (
            <div role="group" aria-label={t('notePage.thread')} data-note-thread="">
              {thread.map((c, i) => (
                <NoteView key={c.id} note={c} parentId={thread[i - 1]?.id} />
              ))}
            </div>
          )}
          <div className={styles.focused} data-focused-note="">
            <NoteView note={note.data} detailed />
            <FocusedNoteMeta note={note.data} tab={tab} />
          </div>
          {tab === 'replies' && <RepliesTab note={note.data} />}
          {tab === 'renotes' && <RenotesTab note={note.data} />}
          {tab === 'reactions' && <ReactionsTab note={note.data} reaction={reaction} />}
          {tab === 'quotes' && <QuotesTab note={note.data} />}
        </>
      )}
    </section>
  );
}
