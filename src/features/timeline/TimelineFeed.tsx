import type { KeyboardEvent, RefObject } from 'react';
import { memo, useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { NoteView, scrollSpeed } from '@/features/note';
import { AdSlot, TIMELINE_AD_EVERY, TIMELINE_AD_PLACES } from '@/features/widgets';
import { Button } from '@/ui/page/Button';
import { shouldFetchAhead } from './fetch-ahead';
import { feedStep } from './feed-keys';
import { useSlicedRows, type Sliced } from './use-sliced-virtualizer';
import type { TimelineFeed as Feed } from './use-timeline-feed';
import styles from './Timeline.module.css';
import { Loading } from '@/ui/loading/Loading';

/**
 * Rows shorter than this (px) keep their note's avatar in place instead of sticky. A sticky avatar
 * follows the reader down a note too tall to see at once; in a short one it would move a few
 * pixels. Each sticky element costs every scrolled frame (its offset is updated and it is a
 * composited layer): at 4× CPU, the timeline with every avatar sticky dropped two to three times
 * as many frames (interleaved runs, 3,000 notes).
 */
export const STICKY_AVATAR_MIN_ROW = 240;

interface TimelineFeedProps {
  feed: Feed;
  /** The virtualizer and its rows channel (useSliced…Virtualizer). */
  sliced: Sliced<Window, Element> | Sliced<HTMLElement, Element>;
  listRef: RefObject<HTMLDivElement | null>;
  onShowPending: () => void;
  /** Extra class of the pill's sticky wrapper (columns have no page header above). */
  pillClassName?: string;
  /** A note's measured row height here, if known (useRowCallbacks): a row drawn as a sketch is held at it. */
  knownHeight?: (id: string) => number | undefined;
}

/**
 * The rendering shared by the window and the column timelines: pill, feed, paging and status. It
 * renders when the timeline's data changes; a scroll renders only the rows (FeedRows).
 */
export function TimelineFeed({ feed, sliced, listRef, onShowPending, pillClassName, knownHeight }: TimelineFeedProps) {
  const { t } = useI18n();
  const { query, all, shown, pending } = feed;

  if (query.isPending) return <Loading className={styles.status} />;
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
      <div className={[styles.pillWrap, pillClassName ?? ''].join(' ')} aria-live="polite">
        {pending > 0 && (
          <button type="button" className={styles.pill} onClick={onShowPending}>
            {t(feed.sinceLeft ? 'timeline.newNotesSinceLeft' : 'timeline.newNotes', { n: pending })}
          </button>
        )}
      </div>
      {feed.manualRefresh && (
        <div className={styles.refreshBar}>
          <Button onClick={feed.refresh} disabled={feed.refreshing} aria-busy={feed.refreshing}>
            {t('timelineBehavior.refresh')}
          </Button>
        </div>
      )}
      <FeedRows
        shown={shown}
        sliced={sliced}
        listRef={listRef}
        setsize={query.hasNextPage ? -1 : shown.length}
        pages={query.data}
        hasNextPage={query.hasNextPage}
        fetchNextPage={query.fetchNextPage}
        knownHeight={knownHeight}
      />
      <FeedFooter feed={feed} listRef={listRef} />
    </>
  );
}

interface FeedRowsProps {
  shown: Feed['shown'];
  sliced: TimelineFeedProps['sliced'];
  listRef: RefObject<HTMLDivElement | null>;
  setsize: number;
  /** The query's data: a page that arrived (even one that adds no row) looks at the end again. */
  pages: unknown;
  hasNextPage: boolean;
  fetchNextPage: Feed['query']['fetchNextPage'];
  knownHeight?: (id: string) => number | undefined;
}

/** The feed element and its rows: what a change of the virtualizer's range renders. */
function FeedRows({ shown, sliced, listRef, setsize, pages, hasNextPage, fetchNextPage, knownHeight }: FeedRowsProps) {
  const { t } = useI18n();
  const [infinite] = useSetting('enableInfiniteScroll');
  const { virtualizer } = sliced;
  const items = useSlicedRows<Window | HTMLElement, Element>(sliced as Sliced<Window | HTMLElement, Element>);
  const lastIndex = items[items.length - 1]?.index ?? -1;
  // cancelRefetch: false — a call while the page is on its way does nothing.
  useEffect(() => {
    if (!infinite || lastIndex < 0 || !hasNextPage) return;
    // What is left below the viewport: the feed's height less the bottom of the viewport in it.
    const bottom = (virtualizer.scrollOffset ?? 0) - virtualizer.options.scrollMargin + (virtualizer.scrollRect?.height ?? 0);
    if (shouldFetchAhead(lastIndex, shown.length, virtualizer.getTotalSize() - bottom, scrollSpeed())) void fetchNextPage({ cancelRefetch: false });
  }, [infinite, lastIndex, shown.length, hasNextPage, fetchNextPage, pages, virtualizer]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.target as HTMLElement;
    // Keys from a menu or popover opened from a note reach here through React's portal: not ours.
    if (!e.currentTarget.contains(target) || target.closest('input, textarea, select, [contenteditable="true"]')) return;
    const step = feedStep(e.key, target.matches('article'));
    if (!step) return;
    const article = target.closest<HTMLElement>('[data-index]');
    const from = article ? Number(article.dataset.index) : (items[0]?.index ?? 0) - step;
    const next = Math.min(shown.length - 1, Math.max(0, from + step));
    e.preventDefault();
    virtualizer.scrollToIndex(next, { align: 'start' });
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-index="${next}"] article`)?.focus({ preventScroll: true }));
  };

  const margin = virtualizer.options.scrollMargin;
  return (
    <div ref={listRef} role="feed" aria-label={t('timeline.notes')} className={styles.feed} style={{ height: virtualizer.getTotalSize() }} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const note = shown[item.index];
        if (!note) return null;
        return <FeedRow key={item.key} note={note} index={item.index} top={item.start - margin} short={item.size < STICKY_AVATAR_MIN_ROW} setsize={setsize} measure={virtualizer.measureElement} knownHeight={knownHeight} />;
      })}
    </div>
  );
}

interface FeedRowProps {
  note: Feed['shown'][number];
  index: number;
  /** Offset in the feed element (px). */
  top: number;
  short: boolean;
  setsize: number;
  measure: (el: Element | null) => void;
  knownHeight?: (id: string) => number | undefined;
}

/** One row: rendered again only when its note, place or size class changed (not on every scroll step). */
const FeedRow = memo(function FeedRow({ note, index, top, short, setsize, measure, knownHeight }: FeedRowProps) {
  const ad = index % TIMELINE_AD_EVERY === TIMELINE_AD_EVERY - 1;
  // The row's height is the note's, but for a row with an ad slot under it.
  const [sketchHeight] = useState(() => (ad ? undefined : knownHeight?.(note.id)));
  return (
    // `top`, not a transform: a sticky avatar inside the row computes its place from the row's
    // layout position, which a transform does not move (it then sat at the bottom).
    <div data-index={index} data-key={note.id} data-short={short ? '' : undefined} ref={measure} className={styles.row} style={{ top }}>
      <NoteView note={note} posinset={index + 1} setsize={setsize} sketchable sketchHeight={sketchHeight} />
      {ad && <AdSlot places={TIMELINE_AD_PLACES} />}
    </div>
  );
});

/**
 * What the feed shows below its rows while pages load (and its aria-busy). It watches the query's
 * fetching state through an observer of its own, so a page fetch starting or ending renders this,
 * not the timeline and its rows.
 */
function FeedFooter({ feed, listRef }: { feed: Feed; listRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useI18n();
  const [infinite] = useSetting('enableInfiniteScroll');
  const query = useInfiniteQuery(feed.options);
  const { isFetching, isFetchingNextPage, isError, isSuccess, hasNextPage } = query;
  useEffect(() => {
    listRef.current?.setAttribute('aria-busy', String(isFetching));
  }, [listRef, isFetching]);
  return (
    <>
      {isSuccess && feed.shown.length === 0 && <p className={styles.status}>{t('timeline.empty')}</p>}
      {isFetchingNextPage && <Loading className={styles.status} />}
      {isError && feed.all.length > 0 && (
        <div className={styles.status} role="alert">
          <Button onClick={() => void query.fetchNextPage()}>{t('common.retry')}</Button>
        </div>
      )}
      {!infinite && hasNextPage && !isFetchingNextPage && (
        <div className={styles.status}>
          <Button onClick={() => void query.fetchNextPage()}>{t('timeline.loadMore')}</Button>
        </div>
      )}
    </>
  );
}
