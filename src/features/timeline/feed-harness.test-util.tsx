import { QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Note } from '@/core/entities/note';
import { plainNote } from '@/core/entities/note.test-util';
import { renderPage } from '@/app/fixture-session.test-util';
import { TimelineFeed } from './TimelineFeed';
import { timelineQuery } from './timeline-query';
import { useTimelineFeed, type FeedOptions } from './use-timeline-feed';
import { useSlicedVirtualizer } from './use-sliced-virtualizer';

export const FEED_SOURCE = { kind: 'local' } as const;

/** A plain public note by alice. */
export function feedNote(id: string, text = `note ${id}`): Note {
  return plainNote(text, { id, userId: 'u1', user: { id: 'u1', username: 'alice', host: null, name: 'Alice', avatarUrl: null, emojis: {} } });
}

/** A row's height in the harness: 400 px for a note whose text starts with "tall", else 100. */
const rowHeight = (note: Note | undefined) => (note?.text?.startsWith('tall') ? 400 : 100);

/** How many times the harness's timeline (the feed hook and its rows' parent) has rendered. */
export const feedRenders = { count: 0 };

/** The real feed hook and rendering, virtualized against a div (jsdom has no layout: a fixed rect). */
function Feed({ atTop, options }: { atTop: boolean; options: FeedOptions }) {
  feedRenders.count++;
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const feed = useTimelineFeed(FEED_SOURCE, atTop, options);
  const sliced = useSlicedVirtualizer<HTMLElement, Element>({
    count: feed.shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => rowHeight(feed.shown[i]),
    measureElement: (el) => rowHeight(feed.shown.find((n) => n.id === (el as HTMLElement).dataset.key)),
    initialRect: { width: 600, height: 2000 },
    observeElementRect: (_instance, cb) => {
      cb({ width: 600, height: 2000 });
      return () => {};
    },
    overscan: 4,
    getItemKey: (i) => feed.shown[i]?.id ?? i,
  });
  return (
    <div ref={scrollRef}>
      <TimelineFeed feed={feed} sliced={sliced} listRef={listRef} onShowPending={() => {}} />
    </div>
  );
}

/** Renders the local timeline holding `notes` (one page), the reader at the top unless told otherwise. */
export function renderFeed(notes: Note[], { atTop = true, ...options }: FeedOptions & { atTop?: boolean } = {}) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(timelineQuery(FEED_SOURCE).queryKey, { pages: [notes], pageParams: [null] });
  return renderPage(() => <Feed atTop={atTop} options={options} />, qc);
}

/** The ids of the notes rendered in the feed, in order. */
export const shownNoteIds = () => Array.from(document.querySelectorAll<HTMLElement>('[role="feed"] article')).map((a) => a.dataset.noteId);
