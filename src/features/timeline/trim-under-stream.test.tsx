import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import { startSession } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { FEED_SOURCE, feedNote as note, renderFeed } from './feed-harness.test-util';
import { TIMELINE_WINDOW } from './memory-window';
import { timelineQuery } from './timeline-query';

describe('the memory window under a busy stream', () => {
  beforeAll(() => {
    startSession({ id: 'me', token: 't', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { status: 200 })));
  });

  it('still cuts the timeline to its window while a note arrives every 50 ms (the reader at the top)', async () => {
    const first = Array.from({ length: 230 }, (_, i) => note(`a${String(1000 + i)}`));
    const { qc } = renderFeed(first.reverse());
    await screen.findAllByRole('article');
    const key = timelineQuery(FEED_SOURCE).queryKey;
    const count = () => (qc.getQueryData<InfiniteData<Note[]>>(key)?.pages ?? []).reduce((n, p) => n + p.length, 0);
    // 2.5 s of a 20 notes/s stream: each note goes on top of the first page, as the stream does.
    for (let i = 0; i < 50; i++) {
      await act(async () => {
        qc.setQueryData<InfiniteData<Note[]>>(key, (d) => d && { ...d, pages: [[note(`b${String(1000 + i)}`), ...d.pages[0]!], ...d.pages.slice(1)] });
        await new Promise((r) => setTimeout(r, 50));
      });
    }
    expect(count()).toBeLessThanOrEqual(TIMELINE_WINDOW + 50);
    // 2.5 s of the stream in real time (the trim runs on real timers), more on a loaded machine.
  }, 15_000);
});
