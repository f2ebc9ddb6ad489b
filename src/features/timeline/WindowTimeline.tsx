import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { setPersistFocus } from '@/core/query/persist-cache';
import { entryPosition, historyEntryKey, rememberEntryPosition } from './entry-positions';
import { adjustAboveReadingLine, readingLine, readReaderPosition, topItem, writeReaderPosition, type ReaderPosition } from './reader-position';
import { useRowCallbacks } from './row-callbacks';
import { useOverscan } from './use-overscan';
import { useSlicedWindowVirtualizer } from './use-sliced-virtualizer';
import { TimelineFeed } from './TimelineFeed';
import { timelineQuery } from './timeline-query';
import type { TimelineSource } from './timeline-source';
import { useAtTop } from './use-at-top';
import { useResumePosition } from './use-resume-position';
import { useTimelineFeed } from './use-timeline-feed';
import { flattenUnique } from './pending';
import { showPendingNotes } from './show-pending';

const PLACE = 'window';
const SAVE_EVERY_MS = 400;

/** Timelines already shown in this document: a new visit to one (not Back to it) starts at the top. */
const shownThisDocument = new Set<string>();

/**
 * Where to put the reader back, if its note is among the cached notes: the place they left this
 * history entry at (Back or Forward to it, whatever arrived meanwhile), else, the first time the
 * timeline shows in this document, where they last read it (a reload, a warm start).
 */
function resumePoint(qc: ReturnType<typeof useQueryClient>, source: TimelineSource, entry: string): ReaderPosition | null {
  const options = timelineQuery(source);
  const key = JSON.stringify(options.queryKey);
  const first = !shownThisDocument.has(key);
  shownThisDocument.add(key);
  const back = entryPosition(entry, key);
  const saved = back !== undefined ? back : first ? readReaderPosition(key) : null;
  const data = qc.getQueryData(options.queryKey);
  if (!saved || !data) return null;
  const notes = flattenUnique(data.pages);
  const index = notes.findIndex((n) => n.id === saved.id);
  if (index > 0) return saved;
  // Their note is past the saved pages (it arrived just before they left): the last saved note is
  // the nearest place (ids sort by time on a server), better than the top of the timeline.
  const last = notes[notes.length - 1];
  return index < 0 && notes.length > 1 && last && saved.id < last.id ? { ...saved, id: last.id, offset: 0 } : null;
}

/** A timeline scrolled by the window (pages): virtualized against the document. */
export function WindowTimeline({ source }: { source: TimelineSource }) {
  const qc = useQueryClient();
  const positionKey = JSON.stringify(timelineQuery(source).queryKey);
  const listRef = useRef<HTMLDivElement>(null);
  const marginRef = useRef(0);
  const router = useRouter();
  // The history entry this timeline shows in (kept up to date while it stays mounted).
  const entryRef = useRef<string | null>(null);
  entryRef.current ??= historyEntryKey(router.state.location);
  const [resume] = useState(() => resumePoint(qc, source, entryRef.current!));
  const [resuming, setResuming] = useState(resume !== null);
  // The list's offset in the page: measured when the list element appears (it exists only once the
  // first page is there: a timeline that mounts before its notes would otherwise keep 0, and every
  // position it saves or restores would be off by the header's height) and when the window resizes;
  // never per render.
  const [margin, setMargin] = useState(0);
  const measuredList = useRef<HTMLDivElement | null>(null);
  const measure = useCallback(() => {
    const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
    marginRef.current = top;
    setMargin(top);
  }, []);
  // Back to an entry whose note is gone from the cache: the scroll memory left the place to this
  // timeline, which then opens at its top.
  const [openAtTop] = useState(() => !resume && !!entryPosition(entryRef.current!, positionKey));
  useLayoutEffect(() => {
    if (openAtTop) window.scrollTo(0, 0);
  }, [openAtTop]);
  useLayoutEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  useLayoutEffect(() => {
    if (listRef.current === measuredList.current && measuredList.current !== null) return;
    measuredList.current = listRef.current;
    measure();
  });
  const getOffset = useCallback(() => marginRef.current, []);
  const [atTop, recheckAtTop] = useAtTop(getOffset);
  const feed = useTimelineFeed(source, atTop, { resuming, ...(resume?.newest ? { resumeNewest: resume.newest } : {}) });
  // The refresh bar above the list (streaming off) moves the list: measure again when it comes or goes.
  const { manualRefresh } = feed;
  useLayoutEffect(() => {
    if (measuredList.current) measure();
  }, [manualRefresh, measure]);
  const newestRef = useRef(feed.newest);
  newestRef.current = feed.newest;
  const { shown } = feed;

  const rows = useRowCallbacks(shown, PLACE);
  const overscan = useOverscan(shown.length > 0);
  const sliced = useSlicedWindowVirtualizer({
    count: shown.length,
    estimateSize: rows.estimateSize,
    overscan,
    scrollMargin: margin,
    getItemKey: rows.getItemKey,
    measureElement: rows.measureElement,
  });
  const { virtualizer } = sliced;
  // A row measured anew moves the scroll only when it lies above what the reader sees.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, delta, v) => adjustAboveReadingLine(item, delta, v);

  // Back where the reader left: the same note at the top, then the new notes wait behind the pill.
  // When the hold ends, whether the reader is at the top is read now, not from the last frame.
  const finishResume = useCallback(() => {
    recheckAtTop();
    setResuming(false);
  }, [recheckAtTop]);
  useResumePosition(resume, resuming, virtualizer, shown, finishResume);
  const vRef = useRef(virtualizer);
  vRef.current = virtualizer;

  // Remember the note at the top of the viewport (at the top of the timeline: nothing).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    // From leaving the page until the next page is there, scrolls are not the reader's.
    let leaving = false;
    const save = () => {
      timer = null;
      if (leaving) return;
      const v = vRef.current;
      const y = window.scrollY;
      const queryKey = JSON.parse(positionKey) as unknown[];
      if (y <= marginRef.current + 8) {
        setPersistFocus(queryKey, null);
        rememberEntryPosition(entryRef.current!, positionKey, null);
        return writeReaderPosition(positionKey, null);
      }
      const top = topItem(v.getVirtualItems(), y + readingLine());
      if (!top) return;
      setPersistFocus(queryKey, String(top.item.key));
      const newest = newestRef.current;
      const position = { id: String(top.item.key), offset: Math.round(top.offset), ...(newest ? { newest } : {}) };
      rememberEntryPosition(entryRef.current!, positionKey, position);
      writeReaderPosition(positionKey, position);
    };
    const onScroll = () => {
      if (!timer) timer = setTimeout(save, SAVE_EVERY_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // Capture: before the saved Query cache is written on the same event (it keeps the pages down
    // to the note remembered here).
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save, { capture: true });
    document.addEventListener('visibilitychange', onHidden, { capture: true });
    // Leaving the page: where the reader is now (the last scroll may be less than SAVE_EVERY_MS old).
    const offLeave = router.subscribe('onBeforeNavigate', () => {
      if (timer) clearTimeout(timer);
      save();
      leaving = true;
    });
    const offResolved = router.subscribe('onResolved', () => {
      entryRef.current = historyEntryKey(router.state.location);
      leaving = false;
    });
    return () => {
      offLeave();
      offResolved();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save, { capture: true });
      document.removeEventListener('visibilitychange', onHidden, { capture: true });
      if (timer) clearTimeout(timer);
    };
  }, [positionKey, router]);

  const showPending = () => {
    setResuming(false);
    showPendingNotes(feed.acceptPending, virtualizer, marginRef.current - 60);
  };
  return <TimelineFeed feed={feed} sliced={sliced} listRef={listRef} onShowPending={showPending} knownHeight={rows.knownHeight} />;
}
