import { QueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { renderPage } from '@/features/explore/discover.test-util';
import { clearNoteViewCache } from '@/features/plugins/note-view';
import { resetPluginRegistry, updatePluginRegistry, type Interruptor } from '@/features/plugins/plugin-registry';
import { TimelineFeed } from './TimelineFeed';
import { timelineQuery } from './timeline-query';
import { useTimelineFeed } from './use-timeline-feed';

const SOURCE = { kind: 'local' } as const;

function note(id: string, text: string): Note {
  return {
    id,
    createdAt: new Date().toISOString(),
    userId: 'u1',
    user: { id: 'u1', username: 'alice', host: null, name: 'Alice', avatarUrl: null, emojis: {} },
    text,
    cw: null,
    visibility: 'public',
    reactions: {},
    renote: null,
  } as unknown as Note;
}

/** The real feed hook and rendering, virtualized against a div (jsdom has no layout: a fixed rect). */
function Feed() {
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const feed = useTimelineFeed(SOURCE, true);
  const virtualizer = useVirtualizer<HTMLElement, Element>({
    count: feed.shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 100,
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
      <TimelineFeed feed={feed} virtualizer={virtualizer} listRef={listRef} onShowPending={() => {}} />
    </div>
  );
}

function renderFeed(notes: Note[]) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(timelineQuery(SOURCE).queryKey, { pages: [notes], pageParams: [null] });
  return renderPage(() => <Feed />, qc);
}

const articles = () => Array.from(document.querySelectorAll<HTMLElement>('[role="feed"] article'));
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('[role="feed"] > [data-index]'));

describe('a note hidden by a plugin in the timeline', () => {
  beforeAll(() => {
    startSession({ id: 'me', token: 't', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false });
    // The next page of the timeline is empty (its end); nothing else is served.
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).endsWith('-timeline') ? new Response('[]', { status: 200 }) : new Response('{}', { status: 404 }))));
  });
  afterEach(() => {
    resetPluginRegistry();
    clearNoteViewCache();
  });

  it('takes no row, leaves the feed positions contiguous, and j moves past it', async () => {
    const hideSpoilers: Interruptor = async (n) => (String(n.text).includes('spoiler') ? null : n);
    updatePluginRegistry((r) => ({ ...r, noteViewInterruptors: [{ pluginId: 'p', run: hideSpoilers }] }));
    renderFeed([note('a', 'first'), note('b', 'a spoiler'), note('c', 'third'), note('d', 'another spoiler'), note('e', 'fifth')]);
    await screen.findAllByRole('article');

    await waitFor(() => expect(articles().map((a) => a.dataset.noteId)).toEqual(['a', 'c', 'e']));
    // No empty row left where the hidden notes were: every row holds its article.
    expect(rows().map((r) => r.dataset.key)).toEqual(['a', 'c', 'e']);
    expect(articles().map((a) => a.getAttribute('aria-posinset'))).toEqual(['1', '2', '3']);
    expect(articles().map((a) => a.getAttribute('aria-setsize'))).toEqual(['3', '3', '3']);

    // Keyboard: j from the first note lands on the next shown note, not on a blank row.
    const first = articles()[0]!;
    first.focus();
    fireEvent.keyDown(first, { key: 'j' });
    await waitFor(() => expect((document.activeElement as HTMLElement | null)?.dataset.noteId).toBe('c'));
    fireEvent.keyDown(document.activeElement!, { key: 'j' });
    await waitFor(() => expect((document.activeElement as HTMLElement | null)?.dataset.noteId).toBe('e'));
  });

  it('shows the notes again once the plugin is gone', async () => {
    const hideB: Interruptor = async (n) => (n.id === 'b' ? null : n);
    updatePluginRegistry((r) => ({ ...r, noteViewInterruptors: [{ pluginId: 'p', run: hideB }] }));
    renderFeed([note('a', 'one'), note('b', 'two'), note('c', 'three')]);
    await waitFor(() => expect(articles().map((a) => a.dataset.noteId)).toEqual(['a', 'c']));
    act(() => resetPluginRegistry());
    await waitFor(() => expect(articles().map((a) => a.dataset.noteId)).toEqual(['a', 'b', 'c']));
    expect(articles().map((a) => a.getAttribute('aria-posinset'))).toEqual(['1', '2', '3']);
  });
});
