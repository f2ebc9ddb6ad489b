import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { setPersistFocus } from '@/core/query/persist-cache';
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

/** Timelines already shown in this document: coming back to one is the scroll memory's job (exact pixels per history entry). */
const shownThisDocument = new Set<string>();

/** Where the reader left this timeline, if its note is among the cached notes (a warm start, the first time it shows). */
function resumePoint(qc: ReturnType<typeof useQueryClient>, source: TimelineSource): ReaderPosition | null {
  const options = timelineQuery(source);
  const key = JSON.stringify(options.queryKey);
  if (shownThisDocument.has(key)) return null;
  shownThisDocument.add(key);
  const saved = readReaderPosition(JSON.stringify(options.queryKey));
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
  const [resume] = useState(() => resumePoint(qc, source));
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
    const save = () => {
      timer = null;
      const v = vRef.current;
      const y = window.scrollY;
      const queryKey = JSON.parse(positionKey) as unknown[];
      if (y <= marginRef.current + 8) {
        setPersistFocus(queryKey, null);
        return writeReaderPosition(positionKey, null);
      }
      const top = topItem(v.getVirtualItems(), y + readingLine());
      if (!top) return;
      setPersistFocus(queryKey, String(top.item.key));
      const newest = newestRef.current;
      writeReaderPosition(positionKey, { id: String(top.item.key), offset: Math.round(top.offset), ...(newest ? { newest } : {}) });
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
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save, { capture: true });
      document.removeEventListener('visibilitychange', onHidden, { capture: true });
      if (timer) clearTimeout(timer);
    };
  }, [positionKey]);

  const showPending = () => {
    setResuming(false);
    showPendingNotes(feed.acceptPending, virtualizer, marginRef.current - 60);
  };
  return <TimelineFeed feed={feed} sliced={sliced} listRef={listRef} onShowPending={showPending} />;
}
