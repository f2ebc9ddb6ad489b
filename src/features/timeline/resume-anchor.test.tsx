import { QueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { t } from '@/core/i18n';
import { renderPage } from '@/features/explore/discover.test-util';
import { resumeAnchor } from './pending';
import { readReaderPosition, writeReaderPosition } from './reader-position';
import { TimelineFeed } from './TimelineFeed';
import { timelineQuery } from './timeline-query';
import { useTimelineFeed } from './use-timeline-feed';

const SOURCE = { kind: 'local' } as const;

function note(id: string): Note {
  return {
    id,
    createdAt: new Date().toISOString(),
    userId: 'u1',
    user: { id: 'u1', username: 'alice', host: null, name: 'Alice', avatarUrl: null, emojis: {} },
    text: `note ${id}`,
    cw: null,
    visibility: 'public',
    reactions: {},
    renote: null,
  } as unknown as Note;
}

/** The real feed hook, resuming at a remembered place, rendered against a fixed-size div. */
function ResumedFeed({ newest }: { newest?: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const feed = useTimelineFeed(SOURCE, false, { resuming: true, ...(newest ? { resumeNewest: newest } : {}) });
  const virtualizer = useVirtualizer<HTMLElement, Element>({
    count: feed.shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 100,
    initialRect: { width: 600, height: 2000 },
    observeElementRect: (_instance, cb) => {
      cb({ width: 600, height: 2000 });
      return () => {};
    },
    getItemKey: (i) => feed.shown[i]?.id ?? i,
  });
  return (
    <div ref={scrollRef}>
      <TimelineFeed feed={feed} virtualizer={virtualizer} listRef={listRef} onShowPending={() => {}} />
    </div>
  );
}

function renderResumed(notes: Note[], newest?: string) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(timelineQuery(SOURCE).queryKey, { pages: [notes], pageParams: [null] });
  return renderPage(() => <ResumedFeed {...(newest ? { newest } : {})} />, qc);
}

const shownIds = () => Array.from(document.querySelectorAll<HTMLElement>('[role="feed"] article')).map((a) => a.dataset.noteId);

describe('coming back to a timeline at a remembered place', () => {
  beforeAll(() => {
    startSession({ id: 'me', token: 't', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false });
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).endsWith('-timeline') ? new Response('[]', { status: 200 }) : new Response('{}', { status: 404 }))));
  });

  it('keeps the notes that were still waiting when the reader left behind the pill', async () => {
    // e and d came in while the reader was down the timeline and were never let in.
    renderResumed([note('e'), note('d'), note('c'), note('b'), note('a')], 'c');
    expect(await screen.findByRole('button', { name: t('timeline.newNotesSinceLeft', { n: 2 }) })).toBeTruthy();
    await waitFor(() => expect(shownIds()).toEqual(['c', 'b', 'a']));
  });

  it('without a remembered newest note (or one no longer cached), starts at the newest cached note', async () => {
    renderResumed([note('e'), note('d'), note('c')]);
    await waitFor(() => expect(shownIds()).toEqual(['e', 'd', 'c']));
    expect(document.querySelector('[aria-live] button')).toBeNull();
    expect(resumeAnchor([note('e'), note('d')], 'gone')).toBe('e');
    expect(resumeAnchor([], 'gone')).toBeNull();
  });

  it('remembers the newest note let in with the position, and reads positions saved without it', () => {
    writeReaderPosition('k', { id: 'n5', offset: 3, newest: 'n9' });
    expect(readReaderPosition('k')).toEqual({ id: 'n5', offset: 3, newest: 'n9' });
    localStorage.setItem('misskey-client:timeline-positions', JSON.stringify({ k: { id: 'n5', offset: 3, at: 1, newest: 42 } }));
    expect(readReaderPosition('k')).toEqual({ id: 'n5', offset: 3 });
  });
});
