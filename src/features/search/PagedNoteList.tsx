import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { NoteView } from '@/features/note';
import { Button } from '@/ui/page/Button';
import styles from './SearchPage.module.css';
import { Loading } from '@/ui/loading/Loading';

interface PagedNoteListProps {
  query: UseInfiniteQueryResult<InfiniteData<Note[]>>;
  label: string;
  emptyText: string;
}

/** A plain (not virtualized) list of notes from an infinite query; the next page loads near the end. */
export function PagedNoteList({ query, label, emptyText }: PagedNoteListProps) {
  const { t } = useI18n();
  const sentinel = useRef<HTMLDivElement>(null);
  const notes = query.data?.pages.flat() ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending && query.fetchStatus !== 'idle') return <Loading className={styles.status} />;
  if (query.isError && notes.length === 0) {
    return (
      <div className={styles.status} role="alert">
        <p>{t('search.failed')}</p>
        <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  }
  if (query.isSuccess && notes.length === 0) return <p className={styles.status}>{emptyText}</p>;
  return (
    <div role="feed" aria-label={label} aria-busy={query.isFetching}>
      {notes.map((note, i) => (
        <NoteView key={note.id} note={note} posinset={i + 1} setsize={hasNextPage ? -1 : notes.length} />
      ))}
      <div ref={sentinel} />
      {isFetchingNextPage && <Loading className={styles.status} />}
      {hasNextPage && !isFetchingNextPage && (
        <div className={styles.status}>
          <Button onClick={() => void fetchNextPage()}>{t('timeline.loadMore')}</Button>
        </div>
      )}
    </div>
  );
}
