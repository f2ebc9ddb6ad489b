import { useInfiniteQuery } from '@tanstack/react-query';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { NoteSummary } from './NoteSummary';
import { TIMELINE_SOURCES, timelineQuery, type TimelineSource } from './timeline-query';
import styles from './TimelinePage.module.css';

function asSource(src: unknown): TimelineSource {
  return TIMELINE_SOURCES.includes(src as TimelineSource) ? (src as TimelineSource) : 'social';
}

/** The signed-in home page: the timeline chosen by the `tl` setting. */
export function TimelinePage() {
  const { t } = useI18n();
  const [tl, setTl] = useSetting('tl');
  const src = asSource(tl?.src);
  const query = useInfiniteQuery(timelineQuery(src));
  const notes = query.data?.pages.flat() ?? [];

  return (
    <section data-page="timeline">
      <PageHeader
        title={t('timeline.notes')}
        actions={
          <div role="tablist" aria-label={t('nav.timeline')} className={styles.tabs}>
            {TIMELINE_SOURCES.map((s) => (
              <button key={s} type="button" role="tab" aria-selected={s === src} className={styles.tab} onClick={() => setTl({ ...tl, src: s, arg: null })}>
                {t(`timeline.${s}`)}
              </button>
            ))}
          </div>
        }
      />
      {query.isError && (
        <div className={styles.error} role="alert">
          <p>{t('errors.unknown')}</p>
          <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
        </div>
      )}
      <div role="feed" aria-busy={query.isFetching} className={styles.feed}>
        {notes.map((note, i) => (
          <NoteSummary key={note.id} note={note} posinset={i + 1} />
        ))}
      </div>
      {query.isSuccess && notes.length === 0 && <p className={styles.empty}>{t('timeline.empty')}</p>}
      {query.hasNextPage && (
        <div className={styles.more}>
          <Button disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? t('common.loading') : t('timeline.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
