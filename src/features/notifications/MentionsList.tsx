import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { useChannel } from '@/core/stream/use-stream';
import { NoteView } from '@/features/note';
import { InNotificationContext } from '@/features/note';
import { sanitizeNotes } from '@/core/entities/note-guard';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';
import { Button } from '@/ui/page/Button';
import { mentionsQuery } from './notifications-queries';
import styles from './Notifications.module.css';

/** Notes that mention me (or, `direct`, that were sent to me only), newest first, live. */
export function MentionsList({ direct }: { direct: boolean }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const options = mentionsQuery(direct);
  const query = useInfiniteQuery(options);
  useChannel('main', {}, {
    mention: (body) => {
      const [note] = sanitizeNotes([body]);
      if (!note || (direct && note.visibility !== 'specified')) return;
      qc.setQueryData<InfiniteData<Note[], string | null>>(options.queryKey, (data) => {
        if (!data || data.pages.length === 0 || data.pages.some((p) => p.some((x) => x.id === note.id))) return data;
        const [first = [], ...rest] = data.pages;
        return { ...data, pages: [[note, ...first], ...rest] };
      });
    },
  });
  if (query.isError && query.data === undefined) {
    return <QueryError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} message={t('notifications.loadFailed')} className={styles.status} />;
  }
  if (query.isPending) return <Loading className={styles.status} />;
  const notes = query.data.pages.flat();
  return (
    <div>
      {notes.length === 0 && <p className={styles.status}>{t('notifications.empty')}</p>}
      <div role="feed" aria-label={direct ? t('notifications.tabs.direct') : t('notifications.tabs.mentions')} className={styles.noteFeed}>
        <InNotificationContext.Provider value={true}>
          {notes.map((n, i) => (
            <NoteView key={n.id} note={n} posinset={i + 1} setsize={query.hasNextPage ? -1 : notes.length} />
          ))}
        </InNotificationContext.Provider>
      </div>
      {query.hasNextPage && (
        <Button className={styles.status} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('notifications.loadMore')}
        </Button>
      )}
    </div>
  );
}
