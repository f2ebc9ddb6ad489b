import { useInfiniteQuery } from '@tanstack/react-query';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { Button } from '@/ui/page/Button';
import { NoteView } from '@/features/note';
import { feedStep } from './feed-keys';
import { flattenUnique, splitPending } from './pending';
import { timelineQuery } from './timeline-query';
import { timelineId, type TimelineSource } from './timeline-source';
import { useAtTop } from './use-at-top';
import { useTimelineStream } from './use-timeline-stream';
import { keepInTimeline } from './reply-filter';
import { getAccount } from '@/core/accounts/session';
import styles from './Timeline.module.css';

/** Measured heights per timeline, so going back restores the same layout (UI state, not server data). */
const measurementCache = new Map<string, VirtualItem[]>();

/** A timeline of any kind: one infinite query, virtualized, with the new-notes pill. */
export function Timeline({ source }: { source: TimelineSource }) {
  const { t } = useI18n();
  const [infinite] = useSetting('enableInfiniteScroll');
  const options = timelineQuery(source);
  const query = useInfiniteQuery(options);
  useTimelineStream(source, options.queryKey);
  const id = timelineId(source);
  const listRef = useRef<HTMLDivElement>(null);
  const marginRef = useRef(0);
  useLayoutEffect(() => {
    marginRef.current = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
  });
  const getOffset = useCallback(() => marginRef.current, []);
  const atTop = useAtTop(getOffset);

  const [replyMode] = useSetting('showPublicTimelineReplyMode');
  const all = useMemo(() => {
    const myId = getAccount()?.id ?? null;
    return flattenUnique(query.data?.pages ?? []).filter((n) => keepInTimeline(n, source, replyMode, myId));
  }, [query.data, source, replyMode]);
  const [anchorId, setAnchorId] = useState<string | null>(null);
  useEffect(() => {
    if (atTop) setAnchorId(all[0]?.id ?? null);
  }, [atTop, all]);
  const { pending, shown } = splitPending(all, atTop ? null : anchorId);

  const virtualizer = useWindowVirtualizer({
    count: shown.length,
    estimateSize: () => 140,
    overscan: 6,
    scrollMargin: marginRef.current,
    getItemKey: (index) => shown[index]?.id ?? index,
    initialMeasurementsCache: measurementCache.get(id),
  });
  useEffect(() => () => void measurementCache.set(id, virtualizer.measurementsCache), [id, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];
  useEffect(() => {
    if (!infinite || !last || !query.hasNextPage || query.isFetchingNextPage) return;
    if (last.index >= shown.length - 3) void query.fetchNextPage();
  }, [infinite, last, shown.length, query]);

  const showPending = () => {
    setAnchorId(all[0]?.id ?? null);
    window.scrollTo({ top: Math.max(0, marginRef.current - 60) });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    const step = feedStep(e.key);
    if (!step) return;
    const article = target.closest<HTMLElement>('[data-index]');
    const from = article ? Number(article.dataset.index) : (items[0]?.index ?? 0) - step;
    const next = Math.min(shown.length - 1, Math.max(0, from + step));
    e.preventDefault();
    virtualizer.scrollToIndex(next, { align: 'start' });
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-index="${next}"] article`)?.focus({ preventScroll: true }));
  };

  if (query.isPending) return <p className={styles.status}>{t('common.loading')}</p>;
  if (query.isError && all.length === 0) {
    return (
      <div className={styles.status} role="alert">
        <p>{t('timeline.loadFailed')}</p>
        <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  }

  return (
    <>
      <div className={styles.pillWrap} aria-live="polite">
        {pending > 0 && (
          <button type="button" className={styles.pill} onClick={showPending}>
            {t('timeline.newNotes', { n: pending })}
          </button>
        )}
      </div>
      <div ref={listRef} role="feed" aria-busy={query.isFetching} aria-label={t('timeline.notes')} className={styles.feed} style={{ height: virtualizer.getTotalSize() }} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const note = shown[item.index];
          if (!note) return null;
          return (
            <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} className={styles.row} style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}>
              <NoteView note={note} posinset={item.index + 1} setsize={query.hasNextPage ? -1 : shown.length} />
            </div>
          );
        })}
      </div>
      {query.isSuccess && shown.length === 0 && <p className={styles.status}>{t('timeline.empty')}</p>}
      {query.isFetchingNextPage && <p className={styles.status}>{t('common.loading')}</p>}
      {query.isError && all.length > 0 && (
        <div className={styles.status} role="alert">
          <Button onClick={() => void query.fetchNextPage()}>{t('common.retry')}</Button>
        </div>
      )}
      {!infinite && query.hasNextPage && !query.isFetchingNextPage && (
        <div className={styles.status}>
          <Button onClick={() => void query.fetchNextPage()}>{t('timeline.loadMore')}</Button>
        </div>
      )}
    </>
  );
}
